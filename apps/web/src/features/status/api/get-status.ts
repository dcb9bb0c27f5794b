import type { StatusResponse } from '@contest-tracker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const statusQuery = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: ({ signal }) =>
      apiGet<StatusResponse>('/api/status', {
        signal,
        anonymous: true,
        fallbackMessage: 'Failed to load the status',
      }),
    // A sync every few minutes at most: a minute's delay in noticing one is fine.
    refetchInterval: 60_000,
  });

export function useStatus() {
  return useQuery(statusQuery());
}
