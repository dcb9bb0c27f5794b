import { describe, expect, it } from 'vitest';
import { pickInBand } from './bands';

const candidates = [0.95, 0.81, 0.79, 0.55, 0.5, 0.45, 0.21, 0.19, 0.05].map((solveChance, i) => ({
  id: `p${i}`,
  solveChance,
}));

describe('pickInBand', () => {
  it('keeps the band and puts the chances nearest its target first', () => {
    expect(pickInBand(candidates, 'easy', 10).map((c) => c.solveChance)).toEqual([
      0.81, 0.79, 0.95, 0.55, 0.5,
    ]);
    expect(pickInBand(candidates, 'medium', 3).map((c) => c.solveChance)).toEqual([
      0.5, 0.45, 0.55,
    ]);
    expect(pickInBand(candidates, 'hard', 10).map((c) => c.solveChance)).toEqual([
      0.21, 0.19, 0.05, 0.45, 0.5,
    ]);
  });

  it('breaks ties by id', () => {
    const tied = [
      { id: 'b', solveChance: 0.6 },
      { id: 'a', solveChance: 0.4 },
    ];
    expect(pickInBand(tied, 'medium', 2).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
