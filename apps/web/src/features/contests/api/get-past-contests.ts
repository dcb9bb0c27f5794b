import type { ApiPastResponse } from '@contest-tracker/contract';
import type { ContestLength, PlatformId } from '@contest-tracker/contract/pure';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface PastContestsParams {
  /** 0-based. */
  page: number;
  platforms: readonly PlatformId[];
  /** '' for no search. */
  q: string;
  length: ContestLength;
  /** Asked with the session token: the server leaves this user's hidden series out. */
  asUser?: boolean;
}

export const pastContestsQuery = ({ page, platforms, q, length, asUser }: PastContestsParams) =>
  queryOptions({
    queryKey: [
      'contests',
      'past',
      { page, platforms: [...platforms].sort(), q, length, ...(asUser ? { asUser } : {}) },
    ],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      // Filtered on the server, so every filtered page is a full one.
      if (platforms.length > 0) params.set('platforms', [...platforms].sort().join(','));
      if (q) params.set('q', q);
      if (length !== 'any') params.set('length', length);
      return apiGet<ApiPastResponse>(`/api/contests/past?${params.toString()}`, {
        signal,
        anonymous: !asUser,
        fallbackMessage: 'Failed to fetch contests',
      });
    },
  });

export function usePastContests(params: PastContestsParams, enabled = true) {
  return useQuery({ ...pastContestsQuery(params), enabled });
}
