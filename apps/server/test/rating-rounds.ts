import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A recorded rated round: [handle, points, penalty, old rating, official delta] per rated contestant. */
const roundRows = z.array(
  z.tuple([z.string(), z.number(), z.number(), z.number().int(), z.number().int()]),
);

export interface RecordedRow {
  handle: string;
  points: number;
  penalty: number;
  oldRating: number;
  officialDelta: number;
}

/** Rounds 1305 and 1342, copied from Carrot's tests (fixtures/rating-rounds/PROVENANCE.md). */
export const RECORDED_ROUNDS = [1305, 1342] as const;

export function readRecordedRound(contestId: number): RecordedRow[] {
  const url = new URL(`../fixtures/rating-rounds/codeforces-${contestId}.json`, import.meta.url);
  return roundRows
    .parse(JSON.parse(readFileSync(url, 'utf8')))
    .map(([handle, points, penalty, oldRating, officialDelta]) => ({
      handle,
      points,
      penalty,
      oldRating,
      officialDelta,
    }));
}
