import { describe, expect, it } from 'vitest';
import {
  goToPage,
  readHomeState,
  setLength,
  setSearch,
  switchTab,
  togglePlatform,
  writeHomeState,
} from './home-state';

const read = (query: string) => readHomeState(new URLSearchParams(query));

describe('home state in the URL', () => {
  it('defaults to upcoming, every platform, first page', () => {
    expect(read('')).toEqual({ tab: 'upcoming', platforms: [], page: 0, q: '', length: 'any' });
    expect(writeHomeState(read('')).toString()).toBe('');
  });

  it('round-trips a shared past view, with the page shown 1-based', () => {
    const state = read('tab=past&platforms=codechef,LeetCode&page=3');
    expect(state).toMatchObject({ tab: 'past', platforms: ['leetcode', 'codechef'], page: 2 });
    expect(writeHomeState(state).toString()).toBe('tab=past&platforms=leetcode%2Ccodechef&page=3');
  });

  it('keeps a search and a length in the URL, trimmed and capped', () => {
    const state = read(`tab=past&q=${encodeURIComponent('  Round 926 ')}&length=short`);
    expect(state).toMatchObject({ q: 'Round 926', length: 'short' });
    expect(writeHomeState(state).toString()).toBe('tab=past&q=Round+926&length=short');
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('ignores what it cannot read', () => {
    expect(read('tab=nope&platforms=foo,,codeforces&page=-4&length=huge')).toEqual({
      tab: 'upcoming',
      platforms: ['codeforces'],
      page: 0,
      q: '',
      length: 'any',
    });
    expect(read('tab=past&page=abc').page).toBe(0);
    expect(read('tab=past&page=1.5').page).toBe(0);
  });

  it('returns to the first page when the filter or the tab changes', () => {
    const onPage3 = read('tab=past&page=3');
    expect(togglePlatform(onPage3, 'codechef')).toMatchObject({
      tab: 'past',
      platforms: ['codechef'],
      page: 0,
    });
    expect(setSearch(onPage3, '  round 926 ')).toMatchObject({ q: 'round 926', page: 0 });
    expect(setLength(onPage3, 'long')).toMatchObject({ length: 'long', page: 0 });
    expect(switchTab(onPage3, 'upcoming').page).toBe(0);
    expect(togglePlatform(read('platforms=codechef'), 'codechef').platforms).toEqual([]);
    expect(goToPage(onPage3, 5).page).toBe(5);
    expect(goToPage(onPage3, -1).page).toBe(0);
  });
});
