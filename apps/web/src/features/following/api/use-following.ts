import type { FollowBody, FollowingResponse } from '@contest-tracker/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { apiGet, apiRequest } from '@/lib/api-client';

/** Keyed by the account, as the handles are: another account in this tab never sees this list. */
export function useFollowing(signedIn = true) {
  return useQuery({
    queryKey: ['following', useMe().data?.email ?? ''],
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiGet<FollowingResponse>('/user/following', {
        signal,
        fallbackMessage: 'Failed to load the handles you follow',
      }),
  });
}

function useFollowingChange<T>(change: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['following'] }),
  });
}

export const useFollow = () =>
  useFollowingChange((body: FollowBody) =>
    apiRequest<undefined>('POST', '/user/following', {
      body,
      fallbackMessage: 'Failed to follow the handle',
    }),
  );

export const useUnfollow = () =>
  useFollowingChange((followed: FollowBody) =>
    apiRequest<undefined>(
      'DELETE',
      `/user/following/${followed.platform}/${encodeURIComponent(followed.handle)}`,
      { fallbackMessage: 'Failed to stop following the handle' },
    ),
  );
