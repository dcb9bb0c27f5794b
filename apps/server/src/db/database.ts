import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema';
import type { EndedSessions } from './sessions-ended';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type LockResult<T> = { acquired: true; value: T } | { acquired: false };

/** One open database, embedded or server, behind the handful of things the app needs of it. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Runs `fn` while holding the named lock, or reports that someone else holds it. On PostgreSQL
   * this is a session advisory lock, so it also excludes other app instances.
   */
  tryWithLock<T>(lockKey: number, fn: () => Promise<T>): Promise<LockResult<T>>;
  /** Waits for the lock, then runs `fn` (migrations at start-up). */
  withLock<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Tells every other instance on this database that contest data changed (NOTIFY on
   * PostgreSQL); an embedded database has no other instance.
   */
  announceChange(): Promise<void>;
  /**
   * Calls `listener` when another instance announced a change, and whenever listening restarts
   * after a lost connection (announcements may have been missed). Returns what stops it.
   */
  onChange(listener: () => void): () => void;
  /**
   * Calls `listener` when the database announced ended sessions or changed user rows (decision
   * 064), whoever made the change, and with 'all' whenever listening (re)starts or fails.
   * Returns what stops it.
   */
  onSessionsEnded(listener: (ended: EndedSessions) => void): () => void;
  /** Applies the SQL migrations in `folder` that this database has not seen yet. */
  applyMigrations(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** Advisory lock keys; arbitrary but fixed so every instance agrees. */
export const LOCKS = {
  migrate: 7_301_001,
  sync: 7_301_002,
  youtube: 7_301_003,
  telegram: 7_301_004,
} as const;
