import type { ApiPastResponse } from '@contest-tracker/contract';
import {
  MAX_PAST_DEPTH,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract/pure';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface PastContestsParams {
  /** 0-based. */
  page: number;
  platforms: readonly PlatformId[];
  /** '' for no search. */
  q: string;
  length: ContestLength;
  /** 'Go to month': the list starts at the newest contest before this instant (ISO 8601). */
  before?: string | undefined;
  /** Asked with the session token: the server leaves this user's hidden series out. */
  asUser?: boolean;
}

/** The server's page size; a page deeper than MAX_PAST_DEPTH is refused, the last one asked instead. */
const PAGE_SIZE = 12;
const DEEPEST_PAGE = Math.floor(MAX_PAST_DEPTH / PAGE_SIZE) - 1;

export const pastContestsQuery = ({
  page: wanted,
  platforms,
  q,
  length,
  before,
  asUser,
}: PastContestsParams) => {
  // A page past the end is still asked (within the depth): its answer's total names the last page.
  const page = Math.min(wanted, DEEPEST_PAGE);
  return queryOptions({
    queryKey: [
      'contests',
      'past',
      {
        page,
        platforms: [...platforms].sort(),
        q,
        length,
        ...(before ? { before } : {}),
        ...(asUser ? { asUser } : {}),
      },
    ],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      // Filtered on the server, so every filtered page is a full one.
      if (platforms.length > 0) params.set('platforms', [...platforms].sort().join(','));
      if (q) params.set('q', q);
      if (length !== 'any') params.set('length', length);
      if (before) params.set('before', before);
      return apiGet<ApiPastResponse>(`/api/contests/past?${params.toString()}`, {
        signal,
        anonymous: !asUser,
        fallbackMessage: 'Failed to fetch contests',
      });
    },
  });
};

export function usePastContests(params: PastContestsParams, enabled = true) {
  return useQuery({ ...pastContestsQuery(params), enabled });
}
