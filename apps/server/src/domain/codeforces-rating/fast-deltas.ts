import {
  correctDeltas,
  halfwayDelta,
  rankStandings,
  type Calculated,
  type Contestant,
} from './contestants';
import { RATING_HIGH, RATING_LOW, ratingForRank, winProbability } from './elo';
import { convolve } from './fft-convolve';

/**
 * Codeforces' deltas in O(n log n + m log m), m the span of ratings: every seed is 1 plus the sum
 * of everyone's win probability against a rating R, i.e. the count of contestants per rating
 * convolved with the win probability per rating difference. One FFT gives the seed of every
 * integer R the binary searches can ask; each contestant then removes their own term.
 * (The approach of TLE's and Carrot's calculators; see docs/decisions/053.)
 */
export function fastDeltas(contestants: readonly Contestant[]): Calculated[] {
  if (contestants.length === 0) return [];
  const ranked = rankStandings(contestants);
  let low = Infinity;
  let high = -Infinity;
  for (const row of ranked) {
    low = Math.min(low, row.rating);
    high = Math.max(high, row.rating);
  }
  const span = high - low + 1;
  const counts = new Float64Array(span);
  for (const row of ranked) counts[row.rating - low] = (counts[row.rating - low] as number) + 1;
  // Differences R − r run from RATING_LOW − high to RATING_HIGH − low, both ends included.
  const firstDifference = RATING_LOW - high;
  const win = new Float64Array(RATING_HIGH - RATING_LOW + span);
  for (let i = 0; i < win.length; i++) win[i] = winProbability(firstDifference + i);
  const sums = convolve(counts, win);
  // Σ counts[r − low]·win[R − r − firstDifference] sits at index (R − RATING_LOW) + span − 1.
  const seedWithout = (rating: number, own: number) =>
    1 +
    (sums[rating - RATING_LOW + span - 1] as number) -
    (win[rating - own - firstDifference] as number);

  const calculated = ranked.map((row): Calculated => {
    const seed = seedWithout(row.rating, row.rating);
    const needRating = ratingForRank(Math.sqrt(row.rank * seed), (r) => seedWithout(r, row.rating));
    return Object.assign(row, { delta: halfwayDelta(needRating, row.rating) });
  });
  return correctDeltas(calculated);
}
