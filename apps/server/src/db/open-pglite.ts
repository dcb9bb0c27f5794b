import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { createPgliteDataDir, holdsDatabase } from './create-pglite-data-dir';
import type { Database, LockResult } from './database';
import { schema } from './schema';
import { parseEndedSessions, SESSIONS_ENDED_CHANNEL } from './sessions-ended';

/**
 * Postgres' own defaults are sized for a server of its own: a 128 MB buffer pool that PGlite
 * touches at start, so it is resident from the first second. Our whole database is a few MB
 * (decision 030).
 */
const SMALL_FOOTPRINT = ['-c', 'shared_buffers=16MB'];
/** Where PGlite 0.3 kept our tables; 0.4 would open `postgres` and find an empty database. */
const DATABASE = 'template1';

/**
 * The embedded database. One process owns its data directory, so an in-process lock is all the
 * exclusion there is to have; PGlite's own advisory locks are re-entrant on its single session.
 */
export async function openPglite(
  source: { dataDir: string } | { loadDataDir?: Blob },
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  // Loaded here, not at start-up: a server on PostgreSQL never parses PGlite's 400 KB of
  // JavaScript (decision 024).
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const startParams = [...PGlite.defaultStartParams, ...SMALL_FOOTPRINT];
  let client: PGlite;
  if ('dataDir' in source) {
    await mkdir(source.dataDir, { recursive: true });
    if (!holdsDatabase(source.dataDir)) await createPgliteDataDir(source.dataDir, startParams);
    client = await PGlite.create({ dataDir: source.dataDir, database: DATABASE, startParams });
  } else {
    client = await PGlite.create({
      database: DATABASE,
      startParams,
      ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
    });
  }
  const held = new Set<number>();
  const waiters = new Map<number, (() => void)[]>();

  const release = (key: number) => {
    const next = waiters.get(key)?.shift();
    if (next) next();
    else held.delete(key);
  };

  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    applyMigrations: (migrationsFolder) => migrate(db, { migrationsFolder }),
    // One process owns the data directory: there is no other instance to tell or hear.
    announceChange: () => Promise.resolve(),
    onChange: () => () => undefined,
    // The one process's own sign-outs drop its sessions as they happen; listening also hears what
    // a job or an app sharing this database in-process changed (PGlite calls back on the query
    // that committed it).
    onSessionsEnded(listener) {
      const stop = client.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
        listener(parseEndedSessions(payload));
      });
      return () => {
        void stop.then((unlisten) => unlisten()).catch(() => undefined);
      };
    },
    async tryWithLock<T>(key: number, fn: () => Promise<T>): Promise<LockResult<T>> {
      if (held.has(key)) return { acquired: false };
      held.add(key);
      try {
        return { acquired: true, value: await fn() };
      } finally {
        release(key);
      }
    },
    async withLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
      if (held.has(key)) {
        await new Promise<void>((resolve) => {
          waiters.set(key, [...(waiters.get(key) ?? []), resolve]);
        });
      } else {
        held.add(key);
      }
      try {
        return await fn();
      } finally {
        release(key);
      }
    },
    async close() {
      await client.close();
    },
    /** A tarball of the whole database, from which tests start copies in memory. */
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}
