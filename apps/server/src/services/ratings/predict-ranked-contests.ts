import type { Db } from '#server/db/database';
import {
  anyoneHereRanked,
  dropContestants,
  readContestants,
  saveContestantRating,
  type ReadContestant,
  saveRankingPage,
  unreadContestants,
} from '#server/db/rating-contestants-repository';
import {
  claimDueRound,
  dropRound,
  enlistFinishedRounds,
  saveRoundChanges,
  setRoundDue,
  type RatingRound,
} from '#server/db/rating-rounds-repository';
import { fastDeltas } from '#server/domain/leetcode-rating/fast-deltas';
import type { Clock } from '#server/lib/clock';
import type { RankingSource } from '#server/platforms/ranking-source';

const MINUTE_MS = 60_000;
/** Contests that ended this long ago are still enlisted; one not predicted by then is dropped. */
const KEEP_TRYING_MS = 3 * 24 * 60 * MINUTE_MS;
/**
 * Upstream calls per run: 4 minutes behind a 1 s gate, so one run ends well inside its contest's
 * lease, and other platforms' rounds and users' calls at the gate wait at most that long.
 */
const CALLS_PER_RUN = 240;
/** A run holds its contest this long: past it (a crash, a failure) the next run resumes it. */
const LEASE_MS = 10 * MINUTE_MS;

export interface RankedDeps {
  db: Db;
  clock: Clock;
  platform: string;
  source: RankingSource;
  /** Tests: fewer, to see a contest resumed across runs. */
  callsPerRun?: number;
}

/**
 * One run of the predictions job for a platform whose contests are rated from the ranking alone
 * (decision 065): enlists contests that just ended, then spends at most `callsPerRun` calls on
 * the due one, reading ranking pages, then contestants' ratings, each kept as it is read; once
 * all are read, predicts every change and keeps them as Codeforces' predictions are kept.
 */
export async function predictRankedContests(
  deps: RankedDeps,
  signal: AbortSignal,
): Promise<number> {
  await enlistFinishedRounds(deps.db, deps.platform, deps.clock.now(), KEEP_TRYING_MS);
  let budget = deps.callsPerRun ?? CALLS_PER_RUN;
  let stepped = 0;
  while (budget > 0) {
    const round = await claimDueRound(deps.db, `${deps.platform}-`, deps.clock.now(), LEASE_MS);
    if (!round) break;
    budget = await stepContest(deps, round, budget, signal);
    stepped++;
  }
  return stepped;
}

/** Reads and predicts what `budget` calls allow; returns the calls left. */
async function stepContest(
  deps: RankedDeps,
  round: RatingRound,
  budget: number,
  signal: AbortSignal,
): Promise<number> {
  const { db, clock, source } = deps;
  const id = round.contestId;
  const externalId = id.slice(deps.platform.length + 1);
  if (clock.now().getTime() >= round.pollUntil.getTime()) {
    await dropRound(db, id);
    return budget;
  }
  let left = budget;
  let pagesRead = round.pagesRead;
  let pagesTotal = round.pagesTotal;
  while (pagesTotal === null || pagesRead < pagesTotal) {
    if (left <= 0) return pause(db, id, clock, left);
    const page = await source.rankingPage(externalId, pagesRead + 1, signal);
    left--;
    pagesRead++;
    pagesTotal = page.pages;
    await saveRankingPage(db, id, { number: pagesRead, of: pagesTotal, rows: page.rows });
  }
  if (!(await anyoneHereRanked(db, id, deps.platform))) {
    await dropRound(db, id);
    return left;
  }
  for (;;) {
    // At least one: with no calls left, whether any contestant is still unread.
    const unread = await unreadContestants(db, id, Math.max(left, 1));
    if (unread.length === 0) break;
    if (left <= 0) return pause(db, id, clock, left);
    for (const handle of unread.slice(0, left)) {
      await saveContestantRating(db, id, handle, await source.contestantRating(handle, signal));
      left--;
    }
  }
  await saveRoundChanges(
    db,
    id,
    // Predicted only: LeetCode's own new ratings come days later, one GraphQL call per contestant.
    { state: 'predicted', computedAt: clock.now(), dueAt: null, standingsFinal: true },
    changesOf(await readContestants(db, id)),
  );
  await dropContestants(db, id);
  return left;
}

/** Due again at once: the next run (a minute on) resumes where this one stopped. */
async function pause(db: Db, contestId: string, clock: Clock, left: number) {
  await setRoundDue(db, contestId, clock.now());
  return left;
}

/**
 * Each contestant's change, shown rounded. The formula ranks within the field read (position by
 * rank, from 1): the rows left out (another region's, a score of 0) are not in it.
 */
function changesOf(contestants: readonly ReadContestant[]) {
  const changes = fastDeltas(
    contestants.map((row, i) => ({ rank: i + 1, rating: row.rating, attended: row.attended })),
  );
  return contestants.map((row, i) => ({
    handle: row.handle,
    rank: row.rank,
    oldRating: Math.round(row.rating),
    newRating: Math.round(changes[i]?.newRating ?? row.rating),
  }));
}
