import type { ProfileResponse, User } from '@contest-tracker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { clearSessionToken, readSessionToken } from '@/lib/session-token';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null: a stale or revoked token just means signed out. */
export const meQuery = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<User | null> => {
      if (!readSessionToken()) return null;
      try {
        const body = await apiGet<ProfileResponse>('/user/profile', {
          signal,
          fallbackMessage: 'Failed to load your profile',
        });
        return body.user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearSessionToken();
          return null;
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export function useMe() {
  return useQuery(meQuery());
}
