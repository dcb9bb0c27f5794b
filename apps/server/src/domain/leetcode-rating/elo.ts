// LeetCode's contest rating, as LeetCode published it ("New Contest Rating Algorithm", 2019) and as
// baoliay2008/lccn_predictor (MIT) implements it in `app/core/elo.py`; written here from that
// description, checked against the contest that project records in its tests (docs/decisions/062).

/** One rated contestant: their place, their rating before the contest, and how many rated contests they had taken. */
export interface LeetCodeContestant {
  rank: number;
  rating: number;
  attended: number;
}

export interface LeetCodeChange {
  /** Unrounded, as LeetCode keeps ratings; round only to show. */
  delta: number;
  newRating: number;
}

/** The probability that a contestant rated `other` beats one rated `rating` (Elo, 400-point scale). */
export const winProbability = (other: number, rating: number) =>
  1 / (1 + Math.pow(10, (rating - other) / 400));

/**
 * f(k) = 1 / (1 + Σ_{i=0..k} (5/7)^i), k the contests taken before this one: 1/2 for a first
 * contest, falling towards 2/9. lccn's `adjustment_for_delta_coefficient` returns 2/9 past k = 100,
 * where the series has converged far below a rating's precision; so do we.
 */
export function deltaCoefficient(attended: number): number {
  if (attended > 100) return 2 / 9;
  let sum = 0;
  let term = 1;
  for (let i = 0; i <= attended; i++, term *= 5 / 7) sum += term;
  return 1 / (1 + sum);
}

/** Performance ratings are searched in [0, 4000], as lccn does (no LeetCode rating has reached 4000). */
export const PERFORMANCE_LOW = 0;
export const PERFORMANCE_HIGH = 4000;
/**
 * The bisection stops once its interval is at most 0.1 wide and answers its last midpoint: 16
 * steps, so a performance is up to 0.061 (4000 / 2^16) off the exact root. That is LeetCode's own
 * precision, not ours to improve: against the recorded contest an exact root leaves errors spread
 * evenly over ±0.061 · f(k) (the signature of this stop); with this stop every one of its 17 937
 * rows is reproduced to 1e-6. lccn stops at 0.01 instead, which its 0.05 bar hides (decision 062).
 */
const PERFORMANCE_PRECISION = 0.1;

/**
 * The rating R at which everyone's summed win probability against R equals `meanRank − 1`, i.e.
 * at which R's expected rank is the contestant's mean rank (lccn's `binary_search_expected_rating`).
 * `winsAgainst` falls as R rises, so this bisects.
 */
export function performanceRating(
  meanRank: number,
  winsAgainst: (rating: number) => number,
): number {
  const target = meanRank - 1;
  let low = PERFORMANCE_LOW;
  let high = PERFORMANCE_HIGH;
  let mid = (low + high) / 2;
  while (high - low > PERFORMANCE_PRECISION) {
    mid = (low + high) / 2;
    if (winsAgainst(mid) < target) high = mid;
    else low = mid;
  }
  return mid;
}

/**
 * One contestant's change, given `winsAgainst(R)` = Σ over every contestant (self included) of
 * their win probability against R. Expected rank = that sum at one's own rating + ½ (self counted
 * ½, so 1 + the sum over the others); the performance is the rating whose expected rank is the
 * geometric mean of rank and expected rank; the delta is f(k) times performance − rating.
 */
export function changeFor(
  contestant: LeetCodeContestant,
  winsAgainst: (rating: number) => number,
): LeetCodeChange {
  const expectedRank = winsAgainst(contestant.rating) + 0.5;
  const meanRank = Math.sqrt(expectedRank * contestant.rank);
  const performance = performanceRating(meanRank, winsAgainst);
  const delta = deltaCoefficient(contestant.attended) * (performance - contestant.rating);
  return { delta, newRating: contestant.rating + delta };
}
