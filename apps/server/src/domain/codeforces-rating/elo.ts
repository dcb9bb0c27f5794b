// The Elo win probability Codeforces' rating uses, and the binary-search range of its published code.

/** The probability that a contestant rated r beats one rated r + difference. */
export const winProbability = (difference: number) => 1 / (1 + Math.pow(10, difference / 400));

/** Performance ratings are searched in [RATING_LOW, RATING_HIGH), as in the published code. */
export const RATING_LOW = 1;
export const RATING_HIGH = 8000;

/** The largest rating in [RATING_LOW, RATING_HIGH) whose seed is still at least `rank` (seed falls as rating rises). */
export function ratingForRank(rank: number, seedAt: (rating: number) => number): number {
  let left = RATING_LOW;
  let right = RATING_HIGH;
  while (right - left > 1) {
    const mid = Math.floor((left + right) / 2);
    if (seedAt(mid) < rank) right = mid;
    else left = mid;
  }
  return left;
}
