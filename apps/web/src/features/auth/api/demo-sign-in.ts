import type { DemoSignInBody, SignInResponse } from '@contest-tracker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rememberSession } from './sign-in';

/** `npm run demo` only: a session for the demo user or the demo admin, as Google's sign-in gives. */
export function useDemoSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: DemoSignInBody['role']) =>
      apiRequest<SignInResponse>('POST', '/demo/sign-in', {
        body: { role } satisfies DemoSignInBody,
        fallbackMessage: 'Demo sign-in failed',
      }),
    onSuccess: (answer) => {
      rememberSession(queryClient, answer);
    },
  });
}
