import { fastDeltas } from './fast-deltas';
import { calculatedRating, rulesFor, shownDelta, shownRating, type Standing } from './new-accounts';

export interface StandingRow extends Standing {
  handle: string;
  points: number;
  penalty: number;
}

export interface PredictedChange {
  handle: string;
  rank: number;
  oldRating: number;
  newRating: number;
  delta: number;
}

/**
 * Every rated contestant's predicted change, as Codeforces shows it (shown ratings, new-account
 * bonuses included). Rows must be the rated ones only: official contestants, not out of competition,
 * under the round's rating bound.
 */
export function predictRound(contestId: number, rows: readonly StandingRow[]): PredictedChange[] {
  const rules = rulesFor(contestId);
  const byHandle = new Map(rows.map((row) => [row.handle, row]));
  const calculated = fastDeltas(
    rows.map((row) => ({
      handle: row.handle,
      points: row.points,
      penalty: row.penalty,
      rating: calculatedRating(row, rules),
    })),
  );
  return calculated
    .map((row) => {
      const standing = byHandle.get(row.handle) as StandingRow;
      const oldRating = shownRating(standing, rules);
      const delta = shownDelta(row.delta, standing, rules);
      return { handle: row.handle, rank: row.rank, oldRating, newRating: oldRating + delta, delta };
    })
    .sort((a, b) => a.rank - b.rank || a.handle.localeCompare(b.handle));
}
