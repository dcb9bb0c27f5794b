import type { UploadSolutionResponse } from '@contest-tracker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves (a link) or removes (null) a contest's solution video; admins only, the server checks. */
export function useSaveSolution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contestId: string; videoSolution: string | null }) =>
      apiRequest<UploadSolutionResponse>('POST', '/contests/upload_solution', {
        body: input,
        fallbackMessage: 'Failed to save the solution link',
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contests'] }),
        queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
      ]);
    },
  });
}
