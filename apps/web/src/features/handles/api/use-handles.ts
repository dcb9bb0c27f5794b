import type {
  HandlesResponse,
  LinkedHandle,
  LinkHandleBody,
  ResultsResponse,
} from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { apiGet, apiRequest } from '@/lib/api-client';

const handlesKey = ['handles'] as const;

export function useHandles(signedIn = true) {
  return useQuery({
    queryKey: handlesKey,
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiGet<HandlesResponse>('/user/handles', {
        signal,
        fallbackMessage: 'Failed to load your handles',
      }),
  });
}

export function useResults(platform: PlatformId, enabled: boolean) {
  return useQuery({
    queryKey: ['results', platform],
    enabled,
    queryFn: ({ signal }) =>
      apiGet<ResultsResponse>(`/user/results?platform=${platform}`, {
        signal,
        fallbackMessage: 'Failed to load your results',
      }),
  });
}

/** A handle's change: the list is read again, and past pages (their 'You' lines) with it. */
function useHandleChange<T>(change: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: handlesKey }),
        queryClient.invalidateQueries({ queryKey: ['results'] }),
        queryClient.invalidateQueries({ queryKey: ['contests', 'past'] }),
        // The profile says whether past pages carry the user's results.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}

export const useLinkHandle = () =>
  useHandleChange((body: LinkHandleBody) =>
    apiRequest<LinkedHandle>('POST', '/user/handles', {
      body,
      fallbackMessage: 'Failed to link the handle',
    }),
  );

export const useVerifyHandle = () =>
  useHandleChange((platform: PlatformId) =>
    apiRequest<{ verified: true }>('POST', `/user/handles/${platform}/verify`, {
      fallbackMessage: 'Failed to verify the handle',
    }),
  );

export const useUnlinkHandle = () =>
  useHandleChange((platform: PlatformId) =>
    apiRequest<undefined>('DELETE', `/user/handles/${platform}`, {
      fallbackMessage: 'Failed to unlink the handle',
    }),
  );
