import type { SignInResponse } from '@contest-tracker/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetOwnAnswers } from '@/lib/app-build';
import { clearSessionToken, readSessionToken, saveSessionToken } from '@/lib/session-token';
import { meQueryKey } from './get-me';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) =>
      apiRequest<SignInResponse>('POST', '/auth/google', {
        body: { credential },
        fallbackMessage: 'Sign-in failed',
      }),
    onSuccess: (answer) => {
      rememberSession(queryClient, answer);
    },
  });
}

/** Signed in in this browser (Google's button or the demo's): the token, and who it is. */
export function rememberSession(queryClient: QueryClient, { token, user }: SignInResponse): void {
  saveSessionToken(token);
  queryClient.setQueryData(meQueryKey, user);
  // Another account may have used this tab: its hidden series are not this one's.
  queryClient.removeQueries({ queryKey: ['hidden-series'] });
}

/** Signed out in this browser: the token goes, and what was shown of the account with it. */
export function forgetSession(queryClient: QueryClient): void {
  clearSessionToken();
  forgetOwnAnswers();
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ queryKey: ['bookmarks'] });
  queryClient.removeQueries({ queryKey: ['hidden-series'] });
}

/**
 * A 401 to a call that carried our token: the session ended elsewhere ('Sign out everywhere' on
 * another device, or its expiry), so this browser is signed out too.
 */
export function forgetSessionIfEnded(queryClient: QueryClient, status: number): void {
  if (status === 401 && readSessionToken() !== null) forgetSession(queryClient);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<undefined>('POST', '/auth/logout', { fallbackMessage: 'Logout failed' }),
    // Signed out here whatever the server said: the token is gone from this browser.
    onSettled: () => {
      forgetSession(queryClient);
    },
  });
}
