import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { LOCKS, type Database } from './database';
import type { schema } from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the versioned migrations; instances starting together take turns. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(LOCKS.migrate, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    } else {
      await migratePostgres(database.db as PostgresJsDatabase<typeof schema>, {
        migrationsFolder,
      });
    }
  });
}
