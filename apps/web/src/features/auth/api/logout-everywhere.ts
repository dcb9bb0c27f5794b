import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSession } from './sign-in';

/** Ends every session of the account, on every device; this browser is signed out on success. */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<undefined>('POST', '/auth/logout-all', {
        fallbackMessage: 'Could not sign out everywhere. Please try again.',
      }),
    onSuccess: () => {
      forgetSession(queryClient);
    },
  });
}
