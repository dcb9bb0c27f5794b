import { describe, expect, it } from 'vitest';
import { matchesSearch, searchTsQuery, searchWords } from './search';

const contest = (platformName: string, title: string) => ({ platformName, title });
const abc = contest('AtCoder', 'AtCoder Beginner Contest 139');

describe('series shorthands', () => {
  it.each(['abc 139', 'ABC 139', 'abc139', 'Abc-139', '  ABC139 '])(
    "'%s' finds AtCoder Beginner Contest 139",
    (query) => {
      expect(matchesSearch(abc, query)).toBe(true);
    },
  );

  it('keeps the number whole', () => {
    expect(matchesSearch(abc, 'abc 13')).toBe(false);
    expect(matchesSearch(abc, 'abc 1390')).toBe(false);
    expect(matchesSearch(contest('AtCoder', 'AtCoder Beginner Contest 1390'), 'abc 139')).toBe(
      false,
    );
  });

  it.each([
    ['arc 170', contest('AtCoder', 'AtCoder Regular Contest 170'), 'AtCoder Beginner Contest 170'],
    ['agc066', contest('AtCoder', 'AtCoder Grand Contest 066'), 'AtCoder Regular Contest 066'],
    ['AHC 030', contest('AtCoder', 'AtCoder Heuristic Contest 030'), 'AtCoder Grand Contest 030'],
    [
      'edu 160',
      contest('Codeforces', 'Educational Codeforces Round 160 (Rated for Div. 2)'),
      'Codeforces Round 160 (Div. 2)',
    ],
    ['weekly 386', contest('LeetCode', 'Weekly Contest 386'), 'Biweekly Contest 386'],
    ['biweekly 124', contest('LeetCode', 'Biweekly Contest 124'), 'Weekly Contest 124'],
    ['Starters178', contest('CodeChef', 'Starters 178 (Rated till 6 star)'), 'Starters 177'],
  ])("'%s' finds its series' contest and not another", (query, wanted, otherTitle) => {
    expect(matchesSearch(wanted, query)).toBe(true);
    expect(matchesSearch({ ...wanted, title: otherTitle }, query)).toBe(false);
  });

  it("names the platform: 'weekly 386' is LeetCode's, 'starters 178' CodeChef's", () => {
    expect(matchesSearch(contest('CodeChef', 'Weekly Contest 386'), 'weekly 386')).toBe(false);
    expect(matchesSearch(contest('LeetCode', 'Starters 178'), 'starters 178')).toBe(false);
  });

  it("reads 'div 2' and 'div2' as 'Div. 2'", () => {
    const round = contest('Codeforces', 'Codeforces Round 926 (Div. 2)');
    expect(matchesSearch(round, 'div 2')).toBe(true);
    expect(matchesSearch(round, 'DIV2 926')).toBe(true);
    expect(matchesSearch(round, 'div1')).toBe(false);
  });

  it('leaves a shorthand without a number, and other words, as they are', () => {
    expect(searchWords('weekly')).toEqual(['weekly']);
    expect(searchWords('abc round')).toEqual(['abc', 'round']);
    expect(searchWords('abc 139 final')).toEqual([
      'atcoder',
      'beginner',
      'contest',
      '139',
      'final',
    ]);
    expect(matchesSearch(contest('LeetCode', 'Weekly Contest 386'), 'weekly')).toBe(true);
    expect(matchesSearch(abc, 'abc')).toBe(false);
  });

  it('gives the server the resolved words, each once', () => {
    expect(searchTsQuery('ABC139')).toBe('atcoder & beginner & contest & 139');
    expect(searchTsQuery('atcoder abc 139')).toBe('atcoder & beginner & contest & 139');
  });
});
