import { describe, expect, it } from 'vitest';
import { isHiddenFor, seriesKey, seriesTitle } from './series';

describe('seriesTitle', () => {
  it.each([
    ['Codeforces Round 926 (Div. 4)', 'Codeforces Round (Div. 4)'],
    ['Codeforces Round #927 (Div. 2)', 'Codeforces Round (Div. 2)'],
    ['Educational Codeforces Round 162 (Rated for Div. 2)', 'Educational Codeforces Round'],
    ['Starters 178 (Rated till 6 star)', 'Starters'],
    ['Starters 174 (Rated upto 2700)', 'Starters'],
    ['Weekly Contest 386', 'Weekly Contest'],
    ['Biweekly Contest 124', 'Biweekly Contest'],
    ['Kotlin Heroes: Episode 10', 'Kotlin Heroes: Episode'],
    ['2023-2024 ICPC, NERC (Unrated, Online Mirror)', 'ICPC, NERC (Unrated, Online Mirror)'],
  ])('%s → %s', (title, series) => {
    expect(seriesTitle(title)).toBe(series);
  });
});

describe('seriesKey', () => {
  it('is one key for every round of a series on a platform, another per division', () => {
    const key = seriesKey('codeforces', 'Codeforces Round 926 (Div. 2)');
    expect(key).toBe('codeforces:codeforces round div 2');
    expect(seriesKey('codeforces', 'Codeforces Round #930 (Div. 2)')).toBe(key);
    expect(seriesKey('codeforces', 'Codeforces Round 926 (Div. 1)')).not.toBe(key);
    expect(seriesKey('codechef', 'Starters 178 (Rated till 6 star)')).toBe(
      seriesKey('codechef', 'Starters 179 (Rated for All)'),
    );
    expect(seriesKey('leetcode', 'Weekly Contest 386')).not.toBe(
      seriesKey('codechef', 'Weekly Contest 386'),
    );
  });
});

describe('isHiddenFor', () => {
  const div2 = {
    id: 'codeforces-1',
    platform: 'codeforces' as const,
    title: 'Codeforces Round 926 (Div. 2)',
  };
  const hidden = new Set([seriesKey('codeforces', 'Codeforces Round 930 (Div. 2)')]);

  it('hides every round of a hidden series, and only that series on that platform', () => {
    expect(isHiddenFor(div2, hidden, new Set())).toBe(true);
    expect(
      isHiddenFor({ ...div2, title: 'Codeforces Round 926 (Div. 1)' }, hidden, new Set()),
    ).toBe(false);
    expect(isHiddenFor({ ...div2, platform: 'codechef' }, hidden, new Set())).toBe(false);
    expect(isHiddenFor(div2, new Set(), new Set())).toBe(false);
  });

  it('hides a gym series, whose display name is no platform id (issue 47)', () => {
    const gym = {
      id: 'cfgym-105000',
      platform: 'cfgym' as const,
      title: 'Moscow Pre-Finals Workshop 2024, Day 1',
    };
    const hiddenGym = new Set([seriesKey('cfgym', 'Moscow Pre-Finals Workshop 2023, Day 1')]);
    expect(isHiddenFor(gym, hiddenGym, new Set())).toBe(true);
    expect(isHiddenFor({ ...gym, platform: 'codeforces' }, hiddenGym, new Set())).toBe(false);
  });

  it('never hides a bookmarked contest', () => {
    expect(isHiddenFor(div2, hidden, new Set(['codeforces-1']))).toBe(false);
  });
});
