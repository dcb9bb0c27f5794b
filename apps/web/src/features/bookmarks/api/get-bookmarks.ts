import type { ApiBookmarksResponse } from '@contest-tracker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function useBookmarks(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['bookmarks', page],
    queryFn: ({ signal }) =>
      apiGet<ApiBookmarksResponse>(`/api/user/bookmarks?page=${page}`, {
        signal,
        fallbackMessage: 'Failed to fetch contests',
      }),
    enabled,
  });
}
