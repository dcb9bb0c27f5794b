import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PlatformSyncResult } from '#server/sync/sync-runner';
import { openTestDatabase, type TestDatabase } from './test-database';
import { startTestStack, type TestStack } from './test-stack';

export interface FreshStack {
  db: TestDatabase;
  /** Replaced before each test; a test may close it and start another on `db`. */
  stack: TestStack;
}

/**
 * The lifecycle most integration files share: one private database per file, emptied before each
 * test, and a new server on it for each test. Read `.stack` and `.db` inside hooks and tests only.
 */
export function useFreshStack(
  options: Parameters<typeof startTestStack>[1] = {},
  afterStart?: (stack: TestStack) => Promise<void>,
): FreshStack {
  const handle = {} as FreshStack;
  beforeAll(async () => {
    handle.db = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.db.close();
  });
  beforeEach(async () => {
    await handle.db.reset();
    handle.stack = await startTestStack(handle.db, options);
    await afterStart?.(handle.stack);
  });
  afterEach(async () => {
    await handle.stack.close();
  });
  return handle;
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
  if (!report.ran || report.results.some((result) => !result.ok)) throw new Error('sync failed');
}
