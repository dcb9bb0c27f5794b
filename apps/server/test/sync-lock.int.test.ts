import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig } from '#server/config/env';
import type { Database } from '#server/db/database';
import { silentLogger } from '#server/lib/logger';
import { createPlatformAdapters } from '#server/platforms/registry';
import { startReplayServer, type ReplayServer } from '#replay/server/replay-server';
import { runSync } from '#server/sync/sync-runner';
import { testDbKind } from './test-database';
import { TEST_NOW } from './test-stack';
import { useStack } from './use-stack';
import { virtualTime } from './virtual-time';

// The database alone: the two runners here sync without a server.
const testDb = useStack({ server: 'none', emptyEachTest: false });
let replay: ReplayServer;
const time = virtualTime(TEST_NOW);

beforeAll(async () => {
  replay = await startReplayServer({ clock: time.clock });
});
afterAll(async () => {
  await replay.close();
});

function runner(database: Database) {
  const adapters = createPlatformAdapters({
    config: parseConfig(replay.bases),
    clock: time.clock,
    sleep: time.sleep,
    // CodeChef holds the lock until this timeout; the others must be answered within it, which a
    // loaded CI machine once failed to do for LeetCode at 2 s.
    http: { timeoutMs: 6_000, retries: 0, baseDelayMs: 10, maxDelayMs: 20 },
  });
  return () =>
    runSync({
      database,
      adapters: Object.values(adapters),
      clock: time.clock,
      logger: silentLogger,
    });
}

it(`lets only one of two simultaneous runners sync (${testDbKind})`, async () => {
  // PostgreSQL: a second connection pool, as a second app instance would have.
  const other = testDbKind === 'postgres' ? testDb.db.openAnother() : testDb.db.database;
  // CodeChef hangs until the timeout, so the first runner holds the lock for a while.
  replay.setFault('codechef', { type: 'timeout' });
  const first = runner(testDb.db.database)();
  while (replay.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
  const second = await runner(other)();
  expect(second).toEqual({ ran: false, reason: 'another sync holds the lock' });

  const report = await first;
  expect(report.ran).toBe(true);
  // One runner's calls only: each platform once.
  expect(replay.requestsFor('codeforces')).toHaveLength(1);
  expect(replay.requestsFor('leetcode')).toHaveLength(1);
  expect(replay.requestsFor('codechef')).toHaveLength(1);

  // Once released, the lock can be taken again, from either side.
  replay.setFault('codechef', undefined);
  const again = await runner(other)();
  expect(again.ran).toBe(true);
});
