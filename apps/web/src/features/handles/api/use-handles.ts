import type {
  CodeforcesOAuthStart,
  HandlesResponse,
  LinkedHandle,
  LinkHandleBody,
  ResultsResponse,
  UpsolveResponse,
} from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, useMe } from '@/features/auth';
import { apiGet, apiRequest } from '@/lib/api-client';

/**
 * Each query is keyed by the account too: another account signing in in this tab never sees the
 * last one's handles, results or upsolve list, not even for a moment.
 */
const useAccount = () => useMe().data?.email ?? '';

export function useHandles(signedIn = true) {
  return useQuery({
    queryKey: ['handles', useAccount()],
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
    queryKey: ['results', useAccount(), platform],
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
        queryClient.invalidateQueries({ queryKey: ['handles'] }),
        queryClient.invalidateQueries({ queryKey: ['results'] }),
        queryClient.invalidateQueries({ queryKey: ['upsolve'] }),
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

/** A page of the list, or (`contest`, from a card's 'N to upsolve') the page holding that contest. */
export function useUpsolve(at: { page: number; contest?: string }, signedIn: boolean) {
  const query =
    at.contest === undefined
      ? `page=${at.page}`
      : `contest=${encodeURIComponent(at.contest)}&page=${at.page}`;
  return useQuery({
    queryKey: ['upsolve', useAccount(), query],
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiGet<UpsolveResponse>(`/user/upsolve?${query}`, {
        signal,
        fallbackMessage: 'Failed to load what is left to upsolve',
      }),
  });
}

/** 'Link with Codeforces': the browser goes to Codeforces' sign-in, and comes back to /profile. */
export const useLinkWithCodeforces = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<CodeforcesOAuthStart>('POST', '/user/handles/codeforces/oauth', {
        fallbackMessage: 'Failed to start Link with Codeforces',
      }),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
