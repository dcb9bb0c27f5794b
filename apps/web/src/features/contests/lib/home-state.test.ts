import { describe, expect, it } from 'vitest';
import {
  goToPage,
  monthEnd,
  readHomeState,
  resetFilters,
  setMonth,
  setLength,
  setSearch,
  switchTab,
  togglePlatform,
  writeHomeState,
} from './home-state';

const read = (query: string) => readHomeState(new URLSearchParams(query));

describe('home state in the URL', () => {
  it('defaults to upcoming, every platform, first page', () => {
    expect(read('')).toEqual({
      tab: 'upcoming',
      platforms: [],
      page: 0,
      q: '',
      length: 'any',
      month: '',
    });
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
      month: '',
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

  it("keeps 'Go to month' on the past tab only, and starts its list at that month's end", () => {
    const state = read('tab=past&month=2025-03&page=2');
    expect(state).toMatchObject({ month: '2025-03', page: 1 });
    expect(writeHomeState(state).toString()).toBe('tab=past&month=2025-03&page=2');
    expect(read('month=2025-03').month).toBe('');
    expect(read('tab=past&month=2025-13').month).toBe('');
    expect(setMonth(state, '2024-12')).toMatchObject({ month: '2024-12', page: 0 });
    expect(setMonth(state, '')).toMatchObject({ month: '', page: 0 });
    expect(switchTab(state, 'upcoming').month).toBe('');
    // Pages go on from the first moment of the next month (here, in this device's time zone).
    expect(monthEnd('2025-03')).toBe(new Date(2025, 3, 1).toISOString());
    expect(monthEnd('2024-12')).toBe(new Date(2025, 0, 1).toISOString());
    expect(monthEnd('March')).toBeUndefined();
  });

  it("'Reset' returns to every platform and any length, keeping the tab and search", () => {
    const state = read('tab=past&platforms=codechef&length=short&q=starters&page=3');
    expect(resetFilters(state)).toMatchObject({
      tab: 'past',
      platforms: [],
      length: 'any',
      q: 'starters',
      page: 0,
    });
  });
});
