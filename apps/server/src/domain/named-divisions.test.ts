import { describe, expect, it } from 'vitest';
import { ofNamedDivisions, namedDivisions } from './named-divisions';

describe('namedDivisions', () => {
  it.each([
    ['Codeforces Round 905 | Div 1, Div 2 and Div 3', ['1', '2', '3']],
    ['Codeforces Round 926 (Div. 2)', ['2']],
    ['Codeforces Round 921 (Div. 1 + Div. 2)', ['1', '2']],
    ['Round 930 div1 & 2 solutions', ['1', '2']],
    ['Codeforces Round 928 (Division 4) | A to G', ['4']],
    ['Codeforces Round 921 | All problems explained', []],
    ['Educational Round 160 problem D2', []],
  ])('%s names %j', (title, divisions) => {
    expect([...namedDivisions(title)].sort()).toEqual(divisions);
  });
});

describe('ofNamedDivisions', () => {
  const round905 = [
    { id: 'codeforces-1887', title: 'Codeforces Round 905 (Div. 1)', hasSolution: false },
    { id: 'codeforces-1888', title: 'Codeforces Round 905 (Div. 2)', hasSolution: true },
    { id: 'codeforces-1883', title: 'Codeforces Round 905 (Div. 3)', hasSolution: false },
  ];

  const ids = (title: string) => ofNamedDivisions(title, round905).map((contest) => contest.id);

  it('keeps the contests of every division the title names', () => {
    expect(ids('Codeforces Round 905 | Div 1, Div 2 and Div 3')).toEqual([
      'codeforces-1887',
      'codeforces-1888',
      'codeforces-1883',
    ]);
  });

  it('leaves out a division the title does not name', () => {
    expect(ids('Codeforces Round 905 | Div 2 and Div 3')).toEqual([
      'codeforces-1888',
      'codeforces-1883',
    ]);
  });

  it('is empty when the title names one division or none (the candidates were a doubt)', () => {
    expect(ids('Codeforces Round 905 (Div. 1)')).toEqual([]);
    expect(ids('Codeforces Round 905 | All problems')).toEqual([]);
  });
});
