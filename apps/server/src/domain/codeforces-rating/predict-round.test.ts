import { describe, expect, it } from 'vitest';
import { readRecordedRound, RECORDED_ROUNDS } from '../../../test/rating-rounds';
import { naiveDeltas } from './naive-deltas';
import { predictRound } from './predict-round';

describe.each(RECORDED_ROUNDS)('round %i as recorded by Carrot', (contestId) => {
  const rows = readRecordedRound(contestId);
  const predicted = new Map(
    predictRound(
      contestId,
      rows.map((row) => ({ ...row, rating: row.oldRating })),
    ).map((change) => [change.handle, change]),
  );

  it('predicts the official delta for at least 99.5% and within ±2 for everyone', () => {
    let agree = 0;
    let worst = 0;
    for (const row of rows) {
      const change = predicted.get(row.handle);
      expect(change?.oldRating).toBe(row.oldRating);
      const error = Math.abs((change?.delta ?? NaN) - row.officialDelta);
      if (error === 0) agree++;
      worst = Math.max(worst, error);
    }
    expect(predicted.size).toBe(rows.length);
    expect(agree / rows.length).toBeGreaterThanOrEqual(0.995);
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('gets new accounts right too (old rating 1500 under the rules of this round)', () => {
    const newcomers = rows.filter((row) => row.oldRating === 1500);
    expect(newcomers.length).toBeGreaterThan(400);
    const wrong = newcomers.filter((row) => predicted.get(row.handle)?.delta !== row.officialDelta);
    expect(wrong.length / newcomers.length).toBeLessThanOrEqual(0.005);
    for (const row of newcomers) {
      expect(predicted.get(row.handle)?.newRating).toBe(row.oldRating + row.officialDelta);
    }
  });
});

describe('the fast calculation', () => {
  it('equals the naive O(n²) one on a slice of a recorded round', () => {
    const slice = readRecordedRound(1342)
      .filter((_, i) => i % 15 === 0)
      .map((row) => ({ ...row, rating: row.oldRating }));
    const naive = new Map(naiveDeltas(slice).map((row) => [row.handle, row.delta]));
    const fast = predictRound(1342, slice);
    expect(fast).toHaveLength(slice.length);
    for (const change of fast) expect(change.delta).toBe(naive.get(change.handle));
  });
});
