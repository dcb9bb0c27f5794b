import type { GoogleKeyServer } from './google-keys';
import type { TestStack } from './test-stack';

/** Signs a Google identity in through the real endpoint; returns our session token. */
export async function signInAs(
  stack: TestStack,
  keys: GoogleKeyServer,
  who: { sub: string; email: string; name?: string },
): Promise<string> {
  const credential = await keys.mint({
    now: stack.time.clock.now(),
    claims: { sub: who.sub, email: who.email, name: who.name ?? who.email },
  });
  const response = await stack.request('POST', '/auth/google', { json: { credential } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
