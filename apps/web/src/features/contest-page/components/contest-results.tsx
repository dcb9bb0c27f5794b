import type { ApiContest } from '@contest-tracker/contract';
import { useFollowing } from '@/features/following';
import { useResults } from '@/features/handles';
import { resultText } from '@/lib/rating-change';
import { useRatingChanges } from '../api/use-rating-changes';

/** The user's own line, from their results on the contest's platform: 'You: #777 · +31'. */
function YourLine({ contest }: { contest: ApiContest }) {
  const results = useResults(contest.platform, true);
  const mine = results.data?.results.find((result) => result.contestId === contest.id);
  if (!mine) return null;
  return (
    <li data-testid="your-result">
      {resultText('You', {
        rank: mine.rank,
        ratingChange: mine.newRating - mine.oldRating,
        predicted: mine.predicted,
        oldRating: mine.oldRating,
        newRating: mine.newRating,
      })}
    </li>
  );
}

/** Each followed handle on the contest's platform that took part: 'tourist: #1 · predicted +12'. */
function FollowedLines({ contest }: { contest: ApiContest }) {
  const following = useFollowing(true);
  const handles = (following.data?.following ?? [])
    .filter((followed) => followed.platform === contest.platform)
    .map((followed) => followed.handle);
  const changes = useRatingChanges(contest.id, handles);
  const data = changes.data;
  if (data?.kind === 'computing') {
    return <li>Predicting the rating changes of the handles you follow…</li>;
  }
  if (data?.kind !== 'rows') return null;
  return data.rows.map((row) => (
    <li key={row.handle} data-testid="followed-result">
      {resultText(row.handle, {
        rank: row.rank,
        ratingChange: row.delta,
        predicted: !data.final,
        oldRating: row.oldRating,
        newRating: row.newRating,
      })}
    </li>
  ));
}

/**
 * Signed in, after the contest: the user's rank and change and those of the handles they follow
 * (predicted until the official change replaces it). A list that stays empty says so.
 */
export function ContestResults({ contest }: { contest: ApiContest }) {
  return (
    <section aria-labelledby="contest-results" className="flex flex-col gap-3">
      <h2 id="contest-results" className="text-xl font-semibold">
        Results
      </h2>
      <ul className="flex flex-col gap-1 font-medium empty:hidden">
        <YourLine contest={contest} />
        <FollowedLines contest={contest} />
      </ul>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Your line shows once your verified handle&apos;s result is in; the handles you follow that
        took part show beside it.
      </p>
    </section>
  );
}
