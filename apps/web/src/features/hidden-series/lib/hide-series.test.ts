import type { Contest, HiddenSeriesResponse } from '@contest-tracker/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { HiddenSeriesState } from '../api/use-hidden-series';
import { hideSeries, unhideSeries } from './hide-series';
import { hiddenSeriesState } from './hidden-series-state';

const KEY = ['hidden-series'];
const starters: Contest = {
  id: 'codechef-START178',
  _id: 'codechef-START178',
  title: 'Starters 178 (Rated till 6 star)',
  link: 'https://www.codechef.com/START178',
  type: 'CodeChef',
  start_date: '2025-03-19T14:30:00.000Z',
  duration: 120,
  status: 'upcoming',
};
const saved: HiddenSeriesResponse = {
  hiddenSeries: [
    {
      platform: 'codechef',
      seriesKey: 'codechef:starters',
      title: 'Starters',
      hiddenAt: '2025-03-01T00:00:00.000Z',
    },
  ],
};

function setUp(request: (...args: unknown[]) => Promise<unknown>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, hiddenSeriesState([]));
  const toast = vi.fn();
  const seen: number[] = [];
  queryClient.getQueryCache().subscribe(() => {
    seen.push(queryClient.getQueryData<HiddenSeriesState>(KEY)?.series.length ?? -1);
  });
  const deps = { queryClient, toast, request: request as never };
  const series = () => queryClient.getQueryData<HiddenSeriesState>(KEY)?.series;
  return { deps, toast, seen, series };
}

describe('hiding a series', () => {
  it('hides at once, then keeps what the server saved', async () => {
    const request = vi.fn(() => Promise.resolve(saved));
    const { deps, toast, seen, series } = setUp(request);
    await hideSeries(deps, starters);
    expect(request).toHaveBeenCalledWith('POST', '/user/hidden-series', {
      body: { contestId: 'codechef-START178' },
      fallbackMessage: 'Failed to hide the series',
    });
    expect(seen[0]).toBe(1);
    expect(series()).toEqual(saved.hiddenSeries);
    expect(toast).toHaveBeenCalledWith("CodeChef: 'Starters' hidden. Unhide it on your profile.");
  });

  it('puts the list back and says why when the server refuses', async () => {
    const { deps, toast, seen, series } = setUp(() =>
      Promise.reject(new ApiError(429, 'rate_limited', 'Too many requests; try again in 30 s.')),
    );
    await hideSeries(deps, starters);
    expect(seen).toContain(1);
    expect(series()).toEqual([]);
    expect(toast).toHaveBeenCalledWith(
      "Could not hide 'Starters': Too many requests; try again in 30 s.",
      'error',
    );
  });

  it('unhides at once, and restores the entry on failure', async () => {
    const { deps, toast, series } = setUp(() =>
      Promise.reject(new ApiError(0, undefined, 'offline')),
    );
    deps.queryClient.setQueryData(KEY, hiddenSeriesState(saved.hiddenSeries));
    const entry = saved.hiddenSeries[0];
    if (!entry) throw new Error('no entry');
    await unhideSeries(deps, entry);
    expect(series()).toEqual(saved.hiddenSeries);
    expect(toast).toHaveBeenCalledWith("Could not unhide 'Starters': offline", 'error');
  });
});
