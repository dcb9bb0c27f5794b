import { describe, expect, it } from 'vitest';
import { ratedBound } from './rated-bound';

describe('ratedBound', () => {
  it('reads the division from the round name', () => {
    expect(ratedBound('Codeforces Round 926 (Div. 2)')).toEqual({ rated: true, below: 2100 });
    expect(ratedBound('Educational Codeforces Round 86 (Rated for Div. 2)')).toEqual({
      rated: true,
      below: 2100,
    });
    expect(ratedBound('Codeforces Round 640 (Div. 4)')).toEqual({ rated: true, below: 1400 });
    expect(ratedBound('Codeforces Round 920 (Div. 3)')).toEqual({ rated: true, below: 1600 });
    expect(ratedBound('Ozon Tech Challenge 2020 (Div.1 + Div.2)')).toEqual({
      rated: true,
      below: undefined,
    });
    expect(ratedBound('Codeforces Round 926 (Div. 1)')).toEqual({ rated: true, below: undefined });
    expect(ratedBound('Codeforces Global Round 7')).toEqual({ rated: true, below: undefined });
  });

  it('leaves unrated rounds out', () => {
    expect(ratedBound('Codeforces Round 900 (Div. 2, unrated)')).toEqual({ rated: false });
    expect(ratedBound('April Fools Day Contest 2024')).toEqual({ rated: false });
  });
});
