import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PlatformSyncResult } from '#server/sync/sync-runner';
import { startProcessSandbox, type ProcessSandbox } from './process-sandbox';
import { startGoogleKeyServer, TEST_CLIENT_ID, type GoogleKeyServer } from './google-keys';
import { openTestDatabase, type TestDatabase } from './test-database';
import { startTestStack, type TestStack, type TestStackOptions } from './test-stack';

/**
 * The one set-up of the server's integration tests: a private database per test file, the real
 * server on it (its sync pointed at the replayed platforms) and, on request, a local Google key
 * server it trusts.
 *
 * Options, besides those of `startTestStack` (`env`, `webDistDir`, `logStream`, `http`):
 * - `server`: `'per-file'` (default) starts one server before the file's tests and closes it after
 *   them; `'per-test'` starts a new one before each test, for tests that need the server's memory
 *   fresh (its clock, the replay's faults, remembered answers, rate-limit buckets); `'none'` gives
 *   the database alone, for files that build their own app or instances; `'child-processes'` gives
 *   `sandbox` instead, for files whose server runs as a child process: the replayed platforms and a
 *   database a child can open (PostgreSQL: a scratch database, also `db`; PGlite: a private
 *   DATA_DIR, and no `db`, since an embedded database has one owner). It is never emptied.
 * - `emptyEachTest`: empty every table before each test (default true). `false` keeps what the
 *   file's `setUp` stored (and what earlier tests wrote): for files that sync once and only read.
 * - `accounts`: a local Google key server, the server trusting it (GOOGLE_CLIENT_ID,
 *   GOOGLE_JWKS_URL) and admin@example.com an admin (ADMIN_EMAILS); `env` may override these.
 * - `setUp`: runs after each start of the server (once per file or once per test), after the
 *   database was emptied: a sync, sign-ins.
 *
 * Hooks run in the order they are registered: call this at the top of the file, before the file's
 * own `beforeEach`, which then sees an emptied database. Read the handle's fields inside hooks and
 * tests only.
 */
export interface UseStackOptions extends TestStackOptions {
  server?: 'per-file' | 'per-test' | 'none' | 'child-processes';
  emptyEachTest?: boolean;
  accounts?: boolean;
  setUp?: (stack: TestStack) => Promise<void>;
}

export interface StackHandle {
  /** Absent only with `server: 'child-processes'` on PGlite. */
  db: TestDatabase;
  /** Present with `server: 'per-file'` or `'per-test'`. */
  stack: TestStack;
  /** Present with `accounts: true`. */
  keys: GoogleKeyServer;
  /** Present with `server: 'child-processes'`. */
  sandbox: ProcessSandbox;
  /**
   * Closes the server and starts another on the same database with exactly these options (plus
   * the Google keys with `accounts`), without `setUp`; the helper closes it like the first.
   */
  restart(options?: TestStackOptions): Promise<TestStack>;
}

/** A started stack outside the hooks, for a test that needs one of its own; `close` ends it all. */
export interface OwnStack extends Omit<StackHandle, 'restart' | 'sandbox'> {
  close(): Promise<void>;
}

/** What makes a server trust `keys`, for an instance a file starts itself. */
export const accountsEnv = (keys: GoogleKeyServer) => ({
  GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
  GOOGLE_JWKS_URL: keys.jwksUrl,
  ADMIN_EMAILS: 'admin@example.com',
});

function withKeys(options: TestStackOptions, keys: GoogleKeyServer | undefined): TestStackOptions {
  return keys ? { ...options, env: { ...accountsEnv(keys), ...options.env } } : options;
}

function stackOptions(options: UseStackOptions): TestStackOptions {
  const { env, webDistDir, logStream, http, onRoute, searchQueue, demoRoutes, seed } = options;
  return {
    ...(options.replayDemo ? { replayDemo: true } : {}),
    ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
    ...(seed ? { seed } : {}),
    ...(onRoute ? { onRoute } : {}),
    ...(searchQueue ? { searchQueue } : {}),
    ...(demoRoutes ? { demoRoutes } : {}),
    ...(env ? { env } : {}),
    ...(webDistDir ? { webDistDir } : {}),
    ...(logStream ? { logStream } : {}),
    ...(http ? { http } : {}),
  };
}

export function useStack(options: UseStackOptions = {}): StackHandle {
  const mode = options.server ?? 'per-file';
  const emptyEachTest = (options.emptyEachTest ?? true) && mode !== 'child-processes';
  let running: TestStack | undefined;
  const handle = {
    async restart(next: TestStackOptions = {}) {
      await closeServer();
      running = await startTestStack(handle.db, withKeys(next, optionalKeys()));
      handle.stack = running;
      return running;
    },
  } as StackHandle;
  const optionalKeys = () => (options.accounts ? handle.keys : undefined);

  async function start() {
    running = await startTestStack(handle.db, withKeys(stackOptions(options), optionalKeys()));
    handle.stack = running;
    await options.setUp?.(running);
  }
  async function closeServer() {
    const current = running;
    running = undefined;
    await current?.close();
  }

  beforeAll(async () => {
    if (mode === 'child-processes') {
      handle.sandbox = await startProcessSandbox('child');
      if (handle.sandbox.testDb) handle.db = handle.sandbox.testDb;
    } else {
      handle.db = await openTestDatabase();
    }
    if (options.accounts) handle.keys = await startGoogleKeyServer();
    if (mode === 'per-file') await start();
  });
  afterAll(async () => {
    await closeServer();
    if (options.accounts) await handle.keys.close();
    if (mode === 'child-processes') await handle.sandbox.close();
    else await handle.db.close();
  });
  beforeEach(async () => {
    if (emptyEachTest) await handle.db.reset();
    if (mode === 'per-test') await start();
  });
  if (mode === 'per-test') afterEach(closeServer);
  return handle;
}

/** What `useStack` sets up, started now: for a test that needs a server (and database) of its own. */
export async function startOwnStack(
  options: Omit<UseStackOptions, 'server' | 'emptyEachTest' | 'setUp'> = {},
): Promise<OwnStack> {
  const db = await openTestDatabase();
  const keys = options.accounts ? await startGoogleKeyServer() : undefined;
  const stack = await startTestStack(db, withKeys(stackOptions(options), keys));
  return {
    db,
    stack,
    ...(keys ? { keys } : {}),
    async close() {
      await stack.close();
      await keys?.close();
      await db.close();
    },
  } as OwnStack;
}

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

/** One sync of every platform, its results by platform id; throws if another sync held the lock. */
export async function syncByPlatform(
  stack: TestStack,
): Promise<Record<string, PlatformSyncResult>> {
  const report = await stack.server.syncNow();
  if (!report.ran) throw new Error('sync did not run');
  return Object.fromEntries(report.results.map((result) => [result.platform, result]));
}

/** One sync that every platform must pass, for tests that need the recorded contests stored. */
export async function syncAllOk(stack: TestStack): Promise<void> {
  const report = await stack.server.syncNow();
  if (!report.ran) throw new Error(`sync failed: ${report.reason}`);
  // Which platform, and why (the detail is the log's: upstream text, SQL).
  const failed = report.results.flatMap((result) =>
    result.ok ? [] : [`${result.platform}: ${result.error} (${result.detail})`],
  );
  if (failed.length > 0) throw new Error(`sync failed: ${failed.join('; ')}`);
}
