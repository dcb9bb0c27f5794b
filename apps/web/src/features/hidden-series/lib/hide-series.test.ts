import type { ApiContest, HiddenSeriesResponse } from '@contest-tracker/contract';
import { seriesKey } from '@contest-tracker/contract/pure';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ourContest } from '@/test/contests';
import type { HiddenSeriesState } from '../api/use-hidden-series';
import { hideSeries, unhideSeries } from './hide-series';
import { hiddenSeriesState } from './hidden-series-state';

const KEY = ['hidden-series'];
const starters: ApiContest = ourContest({
  id: 'codechef-START178',
  platform: 'codechef',
  title: 'Starters 178 (Rated till 6 star)',
  startsAt: '2025-03-19T14:30:00.000Z',
  minutes: 120,
});
// Two real gyms of one series (Codeforces' gym list): 'Codeforces Gym' is no platform id.
const gym = (id: number, year: number) =>
  ourContest({
    id: `cfgym-${id}`,
    platform: 'cfgym',
    title: `Турнир Архимеда ${year}`,
    startsAt: '2022-04-10T09:00:00.000Z',
    minutes: 180,
    status: 'finished',
  });
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
    expect(toast).toHaveBeenCalledWith('Hidden: Starters', {
      action: { label: 'Undo', onSelect: expect.any(Function) as () => void },
    });
  });

  it('offers Undo, which unhides what was hidden', async () => {
    const request = vi.fn((...args: unknown[]) =>
      Promise.resolve(args[0] === 'POST' ? saved : { hiddenSeries: [] }),
    );
    const { deps, toast, series } = setUp(request);
    await hideSeries(deps, starters);
    const [, options] = toast.mock.calls[0] as [string, { action: { onSelect: () => void } }];
    options.action.onSelect();
    await vi.waitFor(() => {
      expect(series()).toEqual([]);
    });
    expect(request).toHaveBeenLastCalledWith('DELETE', '/user/hidden-series', {
      body: { seriesKey: 'codechef:starters' },
      fallbackMessage: 'Failed to unhide the series',
    });
    expect(toast).toHaveBeenLastCalledWith("'Starters' shows again.", undefined);
  });

  it('hides a gym series from a gym card, and every gym of it leaves the lists (issue 47)', async () => {
    const key = seriesKey('cfgym', 'Турнир Архимеда 2018');
    const savedGym: HiddenSeriesResponse = {
      hiddenSeries: [
        {
          platform: 'cfgym',
          seriesKey: key,
          title: 'Турнир Архимеда',
          hiddenAt: '2025-03-01T00:00:00.000Z',
        },
      ],
    };
    const request = vi.fn(() => Promise.resolve(savedGym));
    const { deps, toast, seen, series } = setUp(request);
    await hideSeries(deps, gym(103665, 2018));
    expect(request).toHaveBeenCalledWith('POST', '/user/hidden-series', {
      body: { contestId: 'cfgym-103665' },
      fallbackMessage: 'Failed to hide the series',
    });
    // Hidden at once, before the server answered, under the key the server keeps.
    expect(seen[0]).toBe(1);
    expect(toast).toHaveBeenCalledWith('Hidden: Турнир Архимеда', expect.anything());
    const state = deps.queryClient.getQueryData<HiddenSeriesState>(KEY);
    expect(series()?.map((s) => s.seriesKey)).toEqual([key]);
    expect(state?.isHidden(gym(103664, 2019), new Set())).toBe(true);
    expect(state?.isHidden(gym(103664, 2019), new Set(['cfgym-103664']))).toBe(false);
    expect(state?.isHidden(starters, new Set())).toBe(false);
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
