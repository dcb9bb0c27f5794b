import { changeFor, type LeetCodeChange, type LeetCodeContestant } from './elo';

/**
 * The formula as lccn's `elo_delta` (app/core/elo.py) computes it: every sum of win probabilities
 * taken over every contestant, at the own rating and at each step of the bisection: O(n² log m).
 * Kept as the reference the fast calculation is measured against. The win probability
 * 1 / (1 + 10^((R − r)/400)) is written q / (q + Q) with q = 10^(r/400), Q = 10^(R/400), so each
 * pair costs a division, not a power: the same value, so the comparison is not flattered by powers.
 */
export function naiveDeltas(contestants: readonly LeetCodeContestant[]): LeetCodeChange[] {
  const powers = Float64Array.from(contestants, (row) => Math.pow(10, row.rating / 400));
  const winsAgainst = (rating: number) => {
    const own = Math.pow(10, rating / 400);
    let sum = 0;
    for (let j = 0; j < powers.length; j++) {
      const q = powers[j] as number;
      sum += q / (q + own);
    }
    return sum;
  };
  return contestants.map((row) => changeFor(row, winsAgainst));
}
