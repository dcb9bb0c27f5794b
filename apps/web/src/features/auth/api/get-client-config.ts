import type { ClientConfigResponse } from '@contest-tracker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The Google client id comes from the server at run time: one build serves every deployment. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) =>
      apiGet<ClientConfigResponse>('/api/config', {
        signal,
        anonymous: true,
        fallbackMessage: 'Failed to load',
      }),
    staleTime: Infinity,
  });

export function useClientConfig() {
  return useQuery(clientConfigQuery());
}
