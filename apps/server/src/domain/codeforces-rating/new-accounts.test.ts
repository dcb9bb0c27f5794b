import { describe, expect, it } from 'vitest';
import { calculatedRating, rulesFor, shownDelta, shownRating } from './new-accounts';

// Constructed cases from the rules Codeforces published in May 2020 (no recorded round under them
// is in our fixtures: see fixtures/rating-rounds/PROVENANCE.md).
describe('new accounts', () => {
  const now = rulesFor(1929);
  const before = rulesFor(1342);

  it('since round 1360 start shown at 0 and calculated at 1400, with the first bonus on top', () => {
    const newcomer = { rating: 0 };
    expect(calculatedRating(newcomer, now)).toBe(1400);
    expect(shownRating(newcomer, now)).toBe(0);
    expect(shownDelta(-60, newcomer, now)).toBe(440);
    expect(calculatedRating({ rating: null }, now)).toBe(1400);
  });

  it('trail the calculated rating by the bonuses still to come for their first six rounds', () => {
    // Third round: shown = calculated − (1400 − 500 − 350).
    const third = { rating: 1000, ratedBefore: 2 };
    expect(calculatedRating(third, now)).toBe(1550);
    expect(shownDelta(10, third, now)).toBe(260);
    const sixth = { rating: 1300, ratedBefore: 5 };
    expect(calculatedRating(sixth, now)).toBe(1350);
    expect(shownDelta(-5, sixth, now)).toBe(45);
    const settled = { rating: 1300, ratedBefore: 6 };
    expect(calculatedRating(settled, now)).toBe(1300);
    expect(shownDelta(-5, settled, now)).toBe(-5);
    // Unknown history counts as settled.
    expect(calculatedRating({ rating: 900 }, now)).toBe(900);
  });

  it('before round 1360 start at 1500, shown as calculated, with no bonus', () => {
    expect(calculatedRating({ rating: null }, before)).toBe(1500);
    expect(shownRating({ rating: null }, before)).toBe(1500);
    expect(shownDelta(-60, { rating: null }, before)).toBe(-60);
    expect(calculatedRating({ rating: 1500 }, before)).toBe(1500);
  });
});
