import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startGoogleKeyServer, TEST_CLIENT_ID, type GoogleKeyServer } from './google-keys';
import { openTestDatabase, type TestDatabase } from './test-database';
import { startTestStack, type TestStack } from './test-stack';

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

export interface AccountsStack {
  testDb: TestDatabase;
  keys: GoogleKeyServer;
  stack: TestStack;
  close(): Promise<void>;
}

/** A private database, a local Google key server and the server trusting it; admin@example.com is an admin. */
export async function startAccountsStack(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
): Promise<AccountsStack> {
  const testDb = await openTestDatabase();
  const keys = await startGoogleKeyServer();
  const stack = await startTestStack(testDb, {
    env: {
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: keys.jwksUrl,
      ADMIN_EMAILS: 'admin@example.com',
      ...env,
    },
    ...(logStream ? { logStream } : {}),
  });
  return {
    testDb,
    keys,
    stack,
    async close() {
      await stack.close();
      await keys.close();
      await testDb.close();
    },
  };
}

/**
 * The accounts stack of one test file: started before its tests, closed after them, its database
 * emptied before each test (before the file's own `beforeEach`). Read its fields inside hooks and
 * tests only.
 */
export function useAccountsStack(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
): AccountsStack {
  const handle = {} as AccountsStack;
  beforeAll(async () => {
    Object.assign(handle, await startAccountsStack(env, logStream));
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.testDb.reset();
  });
  return handle;
}
