import type { ClientConfigResponse } from '@contest-tracker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The Google client id comes from the server at run time: one build serves every deployment. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) =>
      apiGet<ClientConfigResponse>('/api/config', { signal, fallbackMessage: 'Failed to load' }),
    staleTime: Infinity,
  });
}
