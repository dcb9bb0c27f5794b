import type {
  PracticePlatform,
  RecommendationsResponse,
  SkipRecommendationBody,
} from '@contest-tracker/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { apiGet, apiRequest } from '@/lib/api-client';

export type PracticeBand = 'easy' | 'medium' | 'hard';

const useAccount = () => useMe().data?.email ?? '';

/** Five problems of one band, picked for the user's rating on the platform. */
export function useRecommendations(
  platform: PracticePlatform,
  band: PracticeBand,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['recommendations', useAccount(), platform, band],
    enabled,
    queryFn: ({ signal }) =>
      apiGet<RecommendationsResponse>(
        `/user/recommendations?platform=${platform}&band=${band}&count=5`,
        { signal, fallbackMessage: 'Failed to load the problems picked for you' },
      ),
  });
}

/**
 * 'Not now' hides the problem for 30 days; 'Solved it' asks the server to read the handle's
 * submissions again (it is never just believed): the picks are read afresh after either.
 */
export function usePracticeAction(kind: 'skip' | 'solved') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SkipRecommendationBody) =>
      apiRequest<unknown>('POST', `/user/recommendations/${kind}`, {
        body,
        fallbackMessage:
          kind === 'skip' ? 'Failed to skip the problem' : 'Failed to ask for a check',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['recommendations'] }),
  });
}
