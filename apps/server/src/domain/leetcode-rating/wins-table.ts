import { convolve } from '../codeforces-rating/fft-convolve';
import { PERFORMANCE_HIGH, PERFORMANCE_LOW, winProbability } from './elo';

/** Grid step, in rating points, of the table (see the error bound below). */
const GRID_STEP = 0.1;

/**
 * W(R) = Σ_j winProbability(r_j, R) for every R in [low, high], in O(n + m log m), m the grid's
 * size, instead of O(n) per R. The ratings are spread on a grid of GRID_STEP (each split between
 * its two neighbouring points, in proportion, so the grid keeps every rating's mass and mean), the
 * counts convolved by FFT with the win probability per grid difference, and W read between grid
 * points by linear interpolation. lccn does the same convolution on a 0.01-point grid without
 * interpolation (`app/core/fft.py`, `pre_calc_convolution`, with scipy's fftconvolve). Error: each
 * of the two interpolations is off by at most step²/8 · |σ''|, and |σ''| ≤ (ln 10/400)²·σ, so W is
 * off by under 1e-7 of itself at a 0.1 step. It must be that small: LeetCode's bisection stops at
 * 0.1 (elo.ts), and where W at a midpoint is that close to the target, a coarser table takes the
 * other branch and lands a whole step (0.061) away. At a 1-point step 26 of the recorded contest's
 * 17 937 rows did; at 0.25 and 0.1 none (the naive sums: none).
 */
export function winsTable(ratings: ArrayLike<number>): (rating: number) => number {
  let low = PERFORMANCE_LOW;
  let high = PERFORMANCE_HIGH;
  for (let i = 0; i < ratings.length; i++) {
    low = Math.min(low, ratings[i] as number);
    high = Math.max(high, ratings[i] as number);
  }
  low = Math.floor(low / GRID_STEP) * GRID_STEP;
  const points = Math.ceil((high - low) / GRID_STEP) + 2;
  const counts = new Float64Array(points);
  for (let i = 0; i < ratings.length; i++) {
    const at = ((ratings[i] as number) - low) / GRID_STEP;
    const below = Math.floor(at);
    const share = at - below;
    counts[below] = (counts[below] as number) + 1 - share;
    counts[below + 1] = (counts[below + 1] as number) + share;
  }
  // kernel[t] = σ at grid difference d = (points − 1) − t, so that
  // sums[b + points − 1] = Σ_a counts[a]·σ(low + a·step vs low + b·step).
  const kernel = new Float64Array(2 * points - 1);
  for (let t = 0; t < kernel.length; t++) {
    kernel[t] = winProbability((points - 1 - t) * GRID_STEP, 0);
  }
  const sums = convolve(counts, kernel);
  return (rating: number) => {
    const at = Math.min(Math.max((rating - low) / GRID_STEP, 0), points - 1);
    const below = Math.min(Math.floor(at), points - 2);
    const share = at - below;
    const left = sums[below + points - 1] as number;
    const right = sums[below + points] as number;
    return left + (right - left) * share;
  };
}
