import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Database } from '#server/db/database';
import { openPglite } from '#server/db/open-pglite';
import { openPostgres } from '#server/db/open-postgres';
import { databaseUrl } from './database-url';

export const testDbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** The connection string (PostgreSQL only), for a child process to use the same database. */
  url?: string;
  /** Another connection pool to the same database (PostgreSQL only), as a second instance has. */
  openAnother(): Database;
  /** Empties every table, so each test starts from a migrated, empty database. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const TABLES = [
  'user_following',
  'rating_changes',
  'rating_rounds',
  'oauth_states',
  'user_solved_problems',
  'recommendation_skips',
  'user_upsolve',
  'user_results',
  'user_handles',
  'handle_challenge_issues',
  'reminder_deliveries',
  'notification_rules',
  'notification_channels',
  'reminder_schedule',
  'calendar_feeds',
  'bookmarks',
  'hidden_series',
  'sessions',
  'used_id_tokens',
  'users',
  'contests',
  'platform_sync_status',
  'solution_videos',
  'source_sync_status',
  'rate_gates',
  'rate_limit_hits',
  'job_leases',
];

/**
 * Empties every table in one statement. A TRUNCATE of them took 260–450 ms on a PostgreSQL server
 * (it replaces each table's files), before every test of most files; deleting the few rows a test
 * wrote takes a few. The foreign keys are checked at the statement's end, when all are gone.
 */
async function emptyAll(database: Database) {
  const deletes = TABLES.map((table, i) => `d${i} as (delete from ${table})`).join(', ');
  await database.db.execute(sql.raw(`with ${deletes} select 1`));
}

/** A private, migrated database for one test file: a copy of the run's template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const database = await openPglite({ loadDataDir: new Blob([snapshot]) });
    return {
      database,
      openAnother: () => {
        throw new Error('an embedded database has a single owner');
      },
      reset: () => emptyAll(database),
      close: () => database.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const template = inject('postgresTemplate');
  const name = `${template}_t_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = databaseUrl(serverUrl, name);
  const database = openPostgres({ url });
  const others: Database[] = [];
  return {
    database,
    url,
    openAnother: () => {
      const other = openPostgres({ url });
      others.push(other);
      return other;
    },
    reset: () => emptyAll(database),
    async close() {
      await Promise.all([database, ...others].map((d) => d.close()));
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
