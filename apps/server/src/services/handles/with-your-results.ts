import type { ApiPastResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { resultsAmong } from '#server/db/handles-repository';
import { friendsIn, keptResultsOf } from '#server/db/kept-results-repository';
import { openProblemCounts } from '#server/db/upsolve-repository';

/**
 * A past page as this user sees it: their rank, rating change and problems left to upsolve on the
 * contests they took part in. Undefined when they took part in none of the page's: the shared answer then serves them.
 * The shared answer itself is never changed (decision 029).
 */
export async function withYourResults(
  db: Db,
  userId: number,
  page: ApiPastResponse,
): Promise<ApiPastResponse | undefined> {
  const ids = page.contests.map((contest) => contest.id);
  const official = await resultsAmong(db, userId, ids);
  // A round just ended: its predicted (or freshly official) change until the history holds it.
  const kept = await keptResultsOf(db, userId, { contestIds: ids });
  const results = [...official.map((r) => ({ ...r, predicted: undefined })), ...kept];
  // The handles the user follows that took part in a kept round ('Friends: 3').
  const friends = await friendsIn(db, userId, ids);
  if (results.length === 0 && friends.size === 0) return undefined;
  const byContest = new Map(results.map((r) => [r.contestId, r]));
  const open = await openProblemCounts(
    db,
    userId,
    results.map((r) => r.contestId),
  );
  const contests = page.contests.map((contest) => {
    const result = byContest.get(contest.id);
    const friendCount = friends.get(contest.id);
    const withFriends = friendCount ? { ...contest, friends: friendCount } : contest;
    if (!result) return withFriends;
    const toUpsolve = open.get(contest.id);
    const you = {
      rank: result.rank,
      ratingChange: result.newRating - result.oldRating,
      ...(toUpsolve ? { toUpsolve } : {}),
      ...(result.predicted === undefined
        ? {}
        : {
            predicted: result.predicted,
            oldRating: result.oldRating,
            newRating: result.newRating,
          }),
    };
    return { ...withFriends, you };
  });
  return { ...page, contests };
}
