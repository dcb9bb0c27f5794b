import type { HiddenSeries, HiddenSeriesResponse } from '@contest-tracker/contract';
import { isHiddenFor } from '@contest-tracker/contract/pure';
import type { apiGet } from '@/lib/api-client';
import type { HiddenSeriesState } from '../api/use-hidden-series';

export function hiddenSeriesState(series: readonly HiddenSeries[]): HiddenSeriesState {
  const keys = new Set(series.map((entry) => entry.seriesKey));
  return {
    series,
    isHidden: (contest, bookmarkIds) => isHiddenFor(contest, keys, bookmarkIds),
  };
}

/** `get` is passed in: this chunk imports no shared code, so the first visit's chunks stay as they are. */
export async function loadHiddenSeries(
  get: typeof apiGet,
  signal: AbortSignal,
): Promise<HiddenSeriesState> {
  const body = await get<HiddenSeriesResponse>('/user/hidden-series', {
    signal,
    fallbackMessage: 'Failed to load your hidden series',
  });
  return hiddenSeriesState(body.hiddenSeries);
}
