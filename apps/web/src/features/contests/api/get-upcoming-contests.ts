import type { ApiUpcomingResponse } from '@contest-tracker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const REFRESH_MS = 5 * 60_000;

export const upcomingContestsQuery = () =>
  queryOptions({
    queryKey: ['contests', 'upcoming'],
    queryFn: ({ signal }) =>
      apiGet<ApiUpcomingResponse>('/api/contests/upcoming', {
        signal,
        anonymous: true,
        fallbackMessage: 'Failed to fetch contests',
      }),
    // Loaded once on mount, then quietly refreshed: a contest going live shows up on its own.
    refetchInterval: REFRESH_MS,
  });

export function useUpcomingContests() {
  return useQuery(upcomingContestsQuery());
}
