import { describe, expect, it } from 'vitest';
import { readRecordedLeetCodeContest } from '../../../test/leetcode-contest';
import { fastDeltas } from './fast-deltas';
import { naiveDeltas } from './naive-deltas';

// LeetCode keeps ratings as floats. lccn_predictor's own tests accept |predicted − official new
// rating| < 0.05 (tests/utils.py, RATING_DELTA_PRECISION); with LeetCode's bisection stop (elo.ts)
// we reproduce them to the fixture's 6 decimals, so the bar here is 1e-5. We also count the rows
// whose rating as shown (rounded to a whole point) is the official one: the issue's ≥ 99.5%.
const PRECISION = 1e-5;

describe('the contest lccn_predictor records (17 937 rated contestants)', () => {
  const rows = readRecordedLeetCodeContest();
  const predicted = fastDeltas(
    rows.map((row) => ({ rank: row.rank, rating: row.oldRating, attended: row.attended })),
  );
  const errors = rows.map((row, i) =>
    Math.abs((predicted[i]?.newRating ?? NaN) - row.officialNewRating),
  );

  it('predicts every new rating within 1e-5 of the official one', () => {
    expect(predicted).toHaveLength(rows.length);
    expect(Math.max(...errors)).toBeLessThan(PRECISION);
  });

  it('shows the official rounded rating for at least 99.5%, and first contests exactly too', () => {
    const shownEqual = rows.filter(
      (row, i) => Math.round(predicted[i]?.newRating ?? NaN) === Math.round(row.officialNewRating),
    );
    expect(shownEqual.length / rows.length).toBeGreaterThanOrEqual(0.995);
    const firsts = rows.flatMap((row, i) => (row.attended === 0 ? [errors[i] ?? NaN] : []));
    expect(firsts.length).toBeGreaterThan(1000);
    expect(Math.max(...firsts)).toBeLessThan(PRECISION);
  });
});

describe('the fast calculation', () => {
  it('equals the naive O(n²) one on a slice of the recorded contest', () => {
    const slice = readRecordedLeetCodeContest()
      .filter((_, i) => i % 12 === 0)
      .map((row, i) => ({ rank: i + 1, rating: row.oldRating, attended: row.attended }));
    const naive = naiveDeltas(slice);
    const fast = fastDeltas(slice);
    expect(fast).toHaveLength(slice.length);
    fast.forEach((change, i) => {
      expect(change.delta).toBeCloseTo(naive[i]?.delta ?? NaN, 6);
    });
  });
});
