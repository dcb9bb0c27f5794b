import postgres from 'postgres';
import type { Database } from '../../apps/server/src/db/database';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/open-pglite';
import { openPostgres } from '../../apps/server/src/db/open-postgres';

export const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

let opened = 0;

/**
 * Runs `use` with the connection string of a new, empty database on the PostgreSQL server at
 * `url` (a server migrates it on start), dropped afterwards. A database reused between runs
 * would hold the last run's sync status, so a server would look synced before its own sync ran.
 */
export async function withScratchDatabase<T>(
  url: string,
  use: (scratchUrl: string) => Promise<T>,
): Promise<T> {
  const name = `ct_bench_${process.pid}_${Date.now()}_${++opened}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    return await use(scratch.toString());
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
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
  const name = `ct_bench_${process.pid}_${Date.now()}_${++opened}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres({ url: url.toString() });
  await migrateDatabase(database);
  return {
    database,
    kind: 'PostgreSQL server',
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
