import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** `onApiError` hears every failed query and mutation's status (e.g. to notice a 401). */
export function createQueryClient(options: { onApiError?: (status: number) => void } = {}) {
  const heard = (error: unknown) => {
    if (error instanceof ApiError) options.onApiError?.(error.status);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: heard }),
    mutationCache: new MutationCache({ onError: heard }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Offline, the service worker may still answer with the lists it kept: ask it once
        // rather than waiting for the network (TanStack's default pauses offline queries).
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry; a dropped connection or a 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 3_000),
      },
    },
  });
}
