import type { ApiContest, HiddenSeries, HiddenSeriesResponse } from '@contest-tracker/contract';
import { seriesKey, seriesTitle } from '@contest-tracker/contract/pure';
import type { QueryClient } from '@tanstack/react-query';
import type { ShowToast } from '@/components/ui/toaster';
import type { apiRequest } from '@/lib/api-client';
import type { HiddenSeriesState } from '../api/use-hidden-series';
import { hiddenSeriesState } from './hidden-series-state';

// `hiddenSeriesKey`, repeated: importing it would pull its module (and React Query) out of the entry.
const hiddenSeriesKey = ['hidden-series'] as const;

/** Passed in: this chunk imports no shared code, so the first visit's chunks stay as they are. */
export interface HideDeps {
  queryClient: QueryClient;
  request: typeof apiRequest;
  toast: ShowToast;
}

/**
 * Applies a change to the hidden list at once (lists re-filter in the browser), then asks the
 * server; its answer replaces the guess, a failure puts the old list back and says why.
 */
async function change(
  { queryClient, toast }: HideDeps,
  guess: (series: readonly HiddenSeries[]) => readonly HiddenSeries[],
  call: () => Promise<HiddenSeriesResponse>,
  messages: { done: string; failed: string; undo?: (saved: HiddenSeriesResponse) => void },
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: hiddenSeriesKey });
  const before = queryClient.getQueryData<HiddenSeriesState>(hiddenSeriesKey);
  queryClient.setQueryData(hiddenSeriesKey, hiddenSeriesState(guess(before?.series ?? [])));
  try {
    const saved = await call();
    queryClient.setQueryData(hiddenSeriesKey, hiddenSeriesState(saved.hiddenSeries));
    const { undo } = messages;
    toast(
      messages.done,
      undo
        ? {
            action: {
              label: 'Undo',
              onSelect: () => {
                undo(saved);
              },
            },
          }
        : undefined,
    );
  } catch (error) {
    queryClient.setQueryData(hiddenSeriesKey, before);
    toast(
      `${messages.failed}: ${error instanceof Error ? error.message : 'please try again'}`,
      'error',
    );
  } finally {
    // Past pages are filtered on the server: ask again for full ones.
    void queryClient.invalidateQueries({ queryKey: ['contests', 'past'] });
  }
}

/** 'Hide contests like this' on a card. */
export function hideSeries(deps: HideDeps, contest: ApiContest): Promise<void> {
  const { platform } = contest;
  const title = seriesTitle(contest.title) || contest.title;
  const entry: HiddenSeries = {
    platform,
    seriesKey: seriesKey(platform, contest.title),
    title,
    hiddenAt: new Date().toISOString(),
  };
  return change(
    deps,
    (series) => [entry, ...series.filter((s) => s.seriesKey !== entry.seriesKey)],
    () =>
      deps.request<HiddenSeriesResponse>('POST', '/user/hidden-series', {
        body: { contestId: contest.id },
        fallbackMessage: 'Failed to hide the series',
      }),
    {
      // 10 s to take it back ('Hidden: Codeforces Round (Div. 4) · Undo'); later, on /profile.
      done: `Hidden: ${title}`,
      failed: `Could not hide '${title}'`,
      undo: (saved) => {
        const hidden = saved.hiddenSeries.find((s) => s.seriesKey === entry.seriesKey) ?? entry;
        void unhideSeries(deps, hidden);
      },
    },
  );
}

/** 'Unhide' on /profile. */
export function unhideSeries(deps: HideDeps, entry: HiddenSeries): Promise<void> {
  return change(
    deps,
    (series) => series.filter((s) => s.seriesKey !== entry.seriesKey),
    () =>
      deps.request<HiddenSeriesResponse>('DELETE', '/user/hidden-series', {
        body: { seriesKey: entry.seriesKey },
        fallbackMessage: 'Failed to unhide the series',
      }),
    { done: `'${entry.title}' shows again.`, failed: `Could not unhide '${entry.title}'` },
  );
}
