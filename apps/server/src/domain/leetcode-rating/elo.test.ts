import { describe, expect, it } from 'vitest';
import { deltaCoefficient, performanceRating, winProbability } from './elo';

describe('deltaCoefficient, f(k) = 1 / (1 + Σ_{i=0..k} (5/7)^i)', () => {
  it('is 1/2 for a first contest, 7/19 for a second, and falls towards 2/9', () => {
    expect(deltaCoefficient(0)).toBeCloseTo(1 / 2, 12);
    expect(deltaCoefficient(1)).toBeCloseTo(7 / 19, 12);
    for (let k = 1; k <= 100; k++) {
      expect(deltaCoefficient(k)).toBeLessThan(deltaCoefficient(k - 1));
    }
    expect(deltaCoefficient(100)).toBeCloseTo(2 / 9, 12);
    expect(deltaCoefficient(443)).toBe(2 / 9);
  });
});

describe('performanceRating', () => {
  it('finds the rating whose expected rank is the mean rank, to LeetCode’s 0.061', () => {
    const field = [1200, 1500, 1500, 1800, 2400];
    const winsAgainst = (r: number) =>
      field.reduce((sum, other) => sum + winProbability(other, r), 0);
    for (const meanRank of [1.2, 2, 3.7, 5]) {
      const found = performanceRating(meanRank, winsAgainst);
      // W's slope here is at most 5 · ln 10 / 1600 ≈ 0.0072 per point: 0.061 off moves W by < 0.00061.
      expect(Math.abs(winsAgainst(found) - (meanRank - 1))).toBeLessThan(0.061 * 0.01);
    }
    expect(winProbability(1500, 1500)).toBe(0.5);
    expect(winProbability(1900, 1500)).toBeCloseTo(10 / 11, 12);
  });
});
