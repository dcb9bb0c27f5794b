import type { ClientConfigResponse } from '@contest-tracker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const CONFIG_PATH = '/api/config';

/** The Google client id comes from the server at run time: one build serves every deployment. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) =>
      apiGet<ClientConfigResponse>(CONFIG_PATH, {
        signal,
        anonymous: true,
        fallbackMessage: 'Failed to load',
      }),
    staleTime: Infinity,
  });
}
