import type { ApiContest, HiddenSeries } from '@contest-tracker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const hiddenSeriesKey = ['hidden-series'] as const;

/** A user's hidden series and the rule that applies them (built in a chunk loaded only signed in). */
export interface HiddenSeriesState {
  series: readonly HiddenSeries[];
  /** True when the contest leaves this user's lists (never a bookmarked one). */
  isHidden: (contest: ApiContest, bookmarkIds: ReadonlySet<string>) => boolean;
}

/** Only signed in; the code that loads and applies the list stays out of the first visit. */
export function useHiddenSeries(signedIn: boolean) {
  return useQuery({
    queryKey: hiddenSeriesKey,
    queryFn: async ({ signal }): Promise<HiddenSeriesState> =>
      (await import('../lib/hidden-series-state')).loadHiddenSeries(apiGet, signal),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}
