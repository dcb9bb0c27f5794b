import {
  claimDueRound,
  dropRound,
  enlistFinishedRounds,
  saveRoundChanges,
  setRoundDue,
  type RatingRound,
} from '#server/db/rating-rounds-repository';
import type { Db } from '#server/db/database';
import { predictRound } from '#server/domain/codeforces-rating/predict-round';
import { ratedBound } from '#server/domain/codeforces-rating/rated-bound';
import type { Clock } from '#server/lib/clock';
import type { RatingSource } from '#server/platforms/rating-source';

const MINUTE_MS = 60_000;
/** Codeforces is asked for the official changes this often… */
const POLL_MS = 5 * MINUTE_MS;
/** …for this long after the round ends (issue 49). */
const POLL_FOR_MS = 3 * 24 * 60 * MINUTE_MS;
/** Rounds looked at per run at most: each costs a few calls at the platform's gate. */
const ROUNDS_PER_RUN = 5;
const PREFIX = 'codeforces-';

export interface PredictDeps {
  db: Db;
  clock: Clock;
  source: RatingSource;
}

/**
 * One run of the predictions job: enlists Codeforces rounds that just ended, then for each due
 * round asks for the official changes (kept when published, and the round is done), else predicts
 * from the standings once they are out (again while system tests may still move them).
 */
export async function predictDueRounds(deps: PredictDeps, signal: AbortSignal): Promise<number> {
  await enlistFinishedRounds(deps.db, 'codeforces', deps.clock.now(), POLL_FOR_MS);
  let done = 0;
  for (; done < ROUNDS_PER_RUN; done++) {
    const round = await claimDueRound(deps.db, PREFIX, deps.clock.now(), POLL_MS);
    if (!round) break;
    await stepRound(deps, round, signal);
  }
  return done;
}

async function stepRound(deps: PredictDeps, round: RatingRound, signal: AbortSignal) {
  const externalId = round.contestId.slice(PREFIX.length);
  const now = deps.clock.now();
  const official = await deps.source.officialChanges(externalId, signal);
  if (official.length > 0) {
    const update = { state: 'final' as const, computedAt: now, dueAt: null, standingsFinal: true };
    await saveRoundChanges(deps.db, round.contestId, update, official);
    return;
  }
  const pollingOver = now.getTime() >= round.pollUntil.getTime();
  const next = pollingOver ? null : new Date(now.getTime() + POLL_MS);
  if (round.state === 'computing' || !round.standingsFinal) {
    const standings = await deps.source.standings(externalId, signal);
    if (standings) {
      const bound = ratedBound(standings.name);
      if (!bound.rated) {
        await dropRound(deps.db, round.contestId);
        return;
      }
      const ratings = await deps.source.ratings(
        standings.rows.map((row) => row.handle),
        signal,
      );
      const rated = standings.rows
        .map((row) => ({ ...row, rating: ratings.get(row.handle.toLowerCase()) ?? null }))
        .filter(
          (row) => bound.below === undefined || row.rating === null || row.rating < bound.below,
        );
      const changes = predictRound(Number(externalId), rated);
      const update = {
        state: 'predicted' as const,
        computedAt: now,
        dueAt: next,
        standingsFinal: standings.final,
      };
      await saveRoundChanges(deps.db, round.contestId, update, changes);
      return;
    }
  }
  await setRoundDue(deps.db, round.contestId, next);
}
