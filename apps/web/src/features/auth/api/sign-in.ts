import type { SignInResponse } from '@contest-tracker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSessionToken, saveSessionToken } from '@/lib/session-token';
import { meQueryKey } from './get-me';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) =>
      apiRequest<SignInResponse>('POST', '/auth/google', {
        body: { credential },
        fallbackMessage: 'Sign-in failed',
      }),
    onSuccess: ({ token, user }) => {
      saveSessionToken(token);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<undefined>('POST', '/auth/logout', { fallbackMessage: 'Logout failed' }),
    // Signed out here whatever the server said: the token is gone from this browser.
    onSettled: () => {
      clearSessionToken();
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ queryKey: ['bookmarks'] });
    },
  });
}
