import type { Preferences, User } from '@contest-tracker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

/** Saves the user's preferences; the signed-in user in the cache follows at once. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      apiRequest<Preferences>('POST', '/user/preferences', {
        body: preferences,
        fallbackMessage: 'Failed to save your preference',
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<User | null>(meQueryKey, (user) =>
        user ? { ...user, ...saved } : user,
      );
    },
  });
}
