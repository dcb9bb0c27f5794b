import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '#server/lib/clock';
import { startReplayServer } from '#replay/server/replay-server';
import { openTestDatabase, testDbKind, type TestDatabase } from './test-database';

/**
 * What a child process of the app needs in a test: the replayed platforms, and a private
 * database (a scratch PostgreSQL database, or an embedded one in a private DATA_DIR).
 */
export async function startProcessSandbox(name: string) {
  const replay = await startReplayServer({ clock: systemClock });
  const dataDir = await mkdtemp(join(tmpdir(), `ct-${name}-`));
  const testDb: TestDatabase | undefined =
    testDbKind === 'postgres' ? await openTestDatabase() : undefined;
  return {
    replay,
    dataDir,
    testDb,
    /** The child's whole environment: nothing of the test runner's leaks in but PATH and HOME. */
    env(extra: Record<string, string> = {}): Record<string, string> {
      return {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...replay.bases,
        // The replay is on this machine: its calls need not wait the live sites' 1–2 s apart.
        UPSTREAM_MIN_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
        // A process a test kills leaves its job leases held: a minute's hold (the default) made
        // each restart after a kill wait a minute before its first sync.
        JOB_LEASE_SECONDS: '5',
        // Its own data folder either way (the embedded database, the web push keys).
        DATA_DIR: dataDir,
        ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
        ...extra,
      };
    },
    async close() {
      await replay.close();
      await testDb?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ProcessSandbox = Awaited<ReturnType<typeof startProcessSandbox>>;
