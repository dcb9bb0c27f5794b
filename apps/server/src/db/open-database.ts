import { resolve } from 'node:path';
import type { Config } from '#server/config/env';
import type { Database } from './database';
import { migrateDatabase } from './migrate';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** DATABASE_URL set → that PostgreSQL server; unset → the embedded one in DATA_DIR. Migrated. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres({ url: config.DATABASE_URL })
    : await openPglite({ dataDir: resolve(config.DATA_DIR) });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
