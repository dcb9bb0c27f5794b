import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** [contests attended before, rank, old rating, official new rating] per rated contestant. */
const contestRows = z.array(
  z.tuple([z.number().int().nonnegative(), z.number().int().positive(), z.number(), z.number()]),
);

export interface RecordedLeetCodeRow {
  attended: number;
  rank: number;
  oldRating: number;
  officialNewRating: number;
}

/** The contest lccn_predictor records for its tests (fixtures/rating-rounds/PROVENANCE.md). */
export function readRecordedLeetCodeContest(): RecordedLeetCodeRow[] {
  const url = new URL('../fixtures/rating-rounds/leetcode-lccn-1.json', import.meta.url);
  return contestRows
    .parse(JSON.parse(readFileSync(url, 'utf8')))
    .map(([attended, rank, oldRating, officialNewRating]) => ({
      attended,
      rank,
      oldRating,
      officialNewRating,
    }));
}
