import type { SolutionQueueResponse, UploadSolutionResponse } from '@contest-tracker/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const queueKey = ['solution-queue'] as const;

/** The admins' review queue (the server refuses everyone else). */
export function useSolutionQueue(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queueKey, page],
    queryFn: ({ signal }) =>
      apiGet<SolutionQueueResponse>(`/api/admin/solutions?page=${page}`, {
        signal,
        fallbackMessage: 'Failed to load the review queue',
      }),
    enabled,
  });
}

function useQueueMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: ['contests'] }),
        queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
      ]);
    },
  });
}

export function useAttachQueuedVideo() {
  return useQueueMutation((input: { videoId: string; contestId: string }) =>
    apiRequest<UploadSolutionResponse>(
      'POST',
      `/api/admin/solutions/${encodeURIComponent(input.videoId)}/attach`,
      { body: { contestId: input.contestId }, fallbackMessage: 'Failed to attach the video' },
    ),
  );
}

export function useDismissQueuedVideo() {
  return useQueueMutation((videoId: string) =>
    apiRequest<undefined>('POST', `/api/admin/solutions/${encodeURIComponent(videoId)}/dismiss`, {
      fallbackMessage: 'Failed to dismiss the video',
    }),
  );
}
