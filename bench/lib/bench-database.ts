import postgres from 'postgres';
import type { Database } from '../../apps/server/src/db/database';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/open-pglite';
import { openPostgres } from '../../apps/server/src/db/open-postgres';

export const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

let opened = 0;

/** A new, empty database on the PostgreSQL server at `url`: its connection string, and its drop. */
async function createScratchDatabase(url: string) {
  const name = `ct_bench_${process.pid}_${Date.now()}_${++opened}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs `use` with the connection string of a new, empty database (a server migrates it on
 * start), dropped afterwards. A database reused between runs would hold the last run's sync
 * status, so a server would look synced before its own sync ran.
 */
export async function withScratchDatabase<T>(
  url: string,
  use: (scratchUrl: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(url);
  try {
    return await use(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/** A fresh, migrated database: a scratch one on the PostgreSQL server if configured, else PGlite. */
export async function openBenchDatabase(): Promise<{
  database: Database;
  kind: string;
  /** Its connection string (PostgreSQL server only), for a server in another process. */
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) {
    const database = await openPglite({});
    await migrateDatabase(database);
    return { database, kind: 'PGlite (embedded)', drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = openPostgres({ url: scratch.url });
  await migrateDatabase(database);
  return {
    database,
    kind: 'PostgreSQL server',
    url: scratch.url,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
