import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import { openPglite } from '#server/db/open-pglite';
import { openPostgres } from '#server/db/open-postgres';
import { contests } from '#server/db/schema';
import { freePort } from '../../../tools/free-port';
import { runProcess } from './processes';
import { testDbKind } from './test-database';
import { useStack } from './use-stack';

const serverDir = resolve(import.meta.dirname, '..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
// What every default platform stores from its recorded answers (HackerRank: 4 seen, 1 out of bounds).
const FULL = {
  codeforces: 1835,
  leetcode: 97,
  codechef: 22,
  atcoder: 31,
  geeksforgeeks: 6,
  hackerrank: 3,
  hackerearth: 2,
  code360: 3,
  yukicoder: 5,
  dmoj: 5,
  kattis: 5,
  luogu: 4,
  ucup: 6,
  tlx: 6,
  toph: 4,
  lightoj: 5,
  // Computed from the real clock: the last season's 12 days and the next one's, on any date since
  // 2025-12-01 (both seasons have 12 days from 2025 on).
  adventofcode: 24,
};

const t = useStack({ server: 'child-processes' });

const env = (extra: Record<string, string> = {}) => t.sandbox.env(extra);

/** Opened only while no server process holds the database. */
async function countsByPlatform(): Promise<Record<string, number>> {
  const database: Database = t.sandbox.testDb?.url
    ? openPostgres({ url: t.sandbox.testDb.url })
    : await openPglite({ dataDir: t.sandbox.dataDir });
  try {
    const rows = await database.db
      .select({ platform: contests.platform, n: sql<number>`count(*)::int` })
      .from(contests)
      .groupBy(contests.platform);
    return Object.fromEntries(rows.map((row) => [row.platform, row.n]));
  } finally {
    await database.close();
  }
}

it(`leaves no partial platform behind when killed mid-sync, and syncs fully after (${testDbKind})`, async () => {
  for (const delayMs of [0, 120, 350]) {
    const seen = t.sandbox.replay.requests.length;
    const server = runProcess(
      tsx,
      ['src/main.ts'],
      serverDir,
      // The live sites' spacing (an empty setting is unset): the kills land between calls.
      env({ PORT: String(await freePort()), UPSTREAM_MIN_INTERVAL_MS: '' }),
    );
    while (t.sandbox.replay.requests.length === seen && server.output().stderr === '') {
      await new Promise((done) => setTimeout(done, 5));
    }
    await new Promise((done) => setTimeout(done, delayMs));
    await server.kill();

    // Each platform's contests are written in one transaction: all of them or none.
    const counts = await countsByPlatform();
    for (const [platform, n] of Object.entries(counts)) {
      expect(
        [0, FULL[platform as keyof typeof FULL]],
        `${platform} after kill at +${delayMs} ms`,
      ).toContain(n);
    }
  }

  const sync = runProcess(tsx, ['src/sync/sync-cli.ts'], serverDir, env());
  expect(await sync.exited, sync.output().stdout + sync.output().stderr).toBe(0);
  expect(await countsByPlatform()).toEqual(FULL);
}, 240_000);
