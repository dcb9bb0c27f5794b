import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/open-pglite';
import { openPostgres } from '../src/db/open-postgres';
import { contests } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { startReplayServer, type ReplayServer } from '../src/replay/replay-server';
import { freePort, runProcess } from './processes';
import { openTestDatabase, testDbKind, type TestDatabase } from './test-database';

const serverDir = resolve(import.meta.dirname, '..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const FULL = { codeforces: 1835, leetcode: 97, codechef: 22 };

let replay: ReplayServer;
let testDb: TestDatabase | undefined;
let dataDir: string;

beforeAll(async () => {
  replay = await startReplayServer({ clock: systemClock });
  dataDir = await mkdtemp(join(tmpdir(), 'ct-kill-'));
  if (testDbKind === 'postgres') testDb = await openTestDatabase();
});
afterAll(async () => {
  await replay.close();
  await testDb?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...replay.bases,
  LOG_LEVEL: 'warn',
  ...(testDb?.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: dataDir }),
  ...extra,
});

/** Opened only while no server process holds the database. */
async function countsByPlatform(): Promise<Record<string, number>> {
  const database: Database = testDb?.url
    ? openPostgres({ url: testDb.url })
    : await openPglite({ dataDir });
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
    const seen = replay.requests.length;
    const server = runProcess(
      tsx,
      ['src/main.ts'],
      serverDir,
      env({ PORT: String(await freePort()) }),
    );
    while (replay.requests.length === seen && server.output().stderr === '') {
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
