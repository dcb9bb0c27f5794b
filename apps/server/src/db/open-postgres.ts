import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database, LockResult } from './database';
import { createPostgresChangeFeed } from './postgres-change-feed';
import { schema } from './schema';

export interface PostgresOptions {
  url: string;
  maxConnections?: number;
  /** How often the change listener checks it still hears (see postgres-change-feed). */
  heartbeatMs?: number;
}

export function openPostgres(options: PostgresOptions): Database {
  const sql = postgres(options.url, {
    // Locks hold one connection for their whole span; queries inside need another.
    max: Math.max(2, options.maxConnections ?? 10),
    onnotice: () => undefined,
    connect_timeout: 10,
  });
  // Two runners in one process share connections' fate; the advisory lock handles other processes.
  const heldHere = new Set<number>();

  async function onReserved<T>(fn: (reserved: postgres.ReservedSql) => Promise<T>): Promise<T> {
    const reserved = await sql.reserve();
    try {
      return await fn(reserved);
    } finally {
      reserved.release();
    }
  }

  const changes = createPostgresChangeFeed({
    url: options.url,
    sql,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });

  const db = drizzle({ client: sql, schema });
  return {
    kind: 'postgres',
    db,
    applyMigrations: (migrationsFolder) => migrate(db, { migrationsFolder }),
    announceChange: () => changes.announce(),
    onChange: (listener) => changes.subscribe(listener),
    onSessionsEnded: (listener) => changes.subscribeSessions(listener),
    async tryWithLock<T>(key: number, fn: () => Promise<T>): Promise<LockResult<T>> {
      if (heldHere.has(key)) return { acquired: false };
      heldHere.add(key);
      try {
        return await onReserved(async (reserved) => {
          const [row] = await reserved<
            { ok: boolean }[]
          >`select pg_try_advisory_lock(${key}) as ok`;
          if (!row?.ok) return { acquired: false };
          try {
            return { acquired: true, value: await fn() };
          } finally {
            await reserved`select pg_advisory_unlock(${key})`;
          }
        });
      } finally {
        heldHere.delete(key);
      }
    },
    async withLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
      return onReserved(async (reserved) => {
        await reserved`select pg_advisory_lock(${key})`;
        try {
          return await fn();
        } finally {
          await reserved`select pg_advisory_unlock(${key})`;
        }
      });
    },
    async close() {
      await changes.close();
      await sql.end({ timeout: 5 });
    },
  };
}
