import {
  correctDeltas,
  halfwayDelta,
  rankStandings,
  type Calculated,
  type Contestant,
} from './contestants';
import { RATING_HIGH, ratingForRank, winProbability } from './elo';

/**
 * The published algorithm as written: every seed summed over every other contestant, at each step
 * of each binary search: O(n² log m). Kept as the reference the fast one is measured against.
 */
export function naiveDeltas(contestants: readonly Contestant[]): Calculated[] {
  const ranked = rankStandings(contestants);
  const ratings = Int32Array.from(ranked, (row) => row.rating);
  // One table of win probabilities by difference, so each pair costs a lookup, not a power.
  const reach = RATING_HIGH + Math.max(0, ...ratings.map(Math.abs));
  const win = new Float64Array(2 * reach + 1);
  for (let d = -reach; d <= reach; d++) win[d + reach] = winProbability(d);
  const seedWithout = (rating: number, self: number) => {
    let seed = 1;
    for (let j = 0; j < ratings.length; j++) {
      if (j !== self) seed += win[rating - (ratings[j] as number) + reach] as number;
    }
    return seed;
  };
  const calculated = ranked.map((row, i) => {
    const seed = seedWithout(row.rating, i);
    const needRating = ratingForRank(Math.sqrt(row.rank * seed), (r) => seedWithout(r, i));
    return { ...row, delta: halfwayDelta(needRating, row.rating) };
  });
  return correctDeltas(calculated);
}
