import { apiContestResponseSchema, type ApiContest } from '@contest-tracker/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

/** `GET /api/contests/:id`'s 404: no contest has this id (the page says 'Page not found'). */
export const isUnknownContest = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** One contest by our id, as the lists show it; the same for everyone, so sent without a token. */
export function useContest(id: string) {
  return useQuery({
    queryKey: ['contest', id],
    queryFn: async ({ signal }): Promise<ApiContest> => {
      const body = await apiGet<unknown>(`/api/contests/${encodeURIComponent(id)}`, {
        signal,
        anonymous: true,
        fallbackMessage: 'Failed to load the contest',
      });
      // Checked here, at the boundary: a page for a contest is only drawn from a contest.
      return apiContestResponseSchema.parse(body).contest;
    },
    // A 404 is an answer, not a failure to retry.
    retry: (count, error) => !isUnknownContest(error) && count < 2,
  });
}
