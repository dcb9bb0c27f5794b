import type { ApiContest, User } from '@contest-tracker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const ME = ['me'] as const;

/** Adds or removes a bookmark; the button flips at once and flips back if the server says no. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contest, bookmarked }: { contest: ApiContest; bookmarked: boolean }) =>
      bookmarked
        ? apiRequest<undefined>('DELETE', `/user/bookmarks/${encodeURIComponent(contest.id)}`, {
            fallbackMessage: 'Failed to remove the bookmark',
          })
        : apiRequest<unknown>('POST', '/user/bookmarks', {
            body: { contestId: contest.id },
            fallbackMessage: 'Failed to bookmark',
          }),
    onMutate: async ({ contest, bookmarked }) => {
      await queryClient.cancelQueries({ queryKey: ME });
      const before = queryClient.getQueryData<User | null>(ME);
      if (before) {
        queryClient.setQueryData<User>(ME, {
          ...before,
          bookmarks: bookmarked
            ? before.bookmarks.filter((id) => id !== contest.id)
            : [contest.id, ...before.bookmarks],
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      // Not after a 401 signed this browser out (main.tsx): there is no one to restore.
      if (context?.before && queryClient.getQueryData(ME)) {
        queryClient.setQueryData(ME, context.before);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
    },
  });
}
