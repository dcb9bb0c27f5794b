import { fileURLToPath } from 'node:url';
import { backfillDerivedColumns } from './contests-repository';
import { LOCKS, type Database } from './database';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the versioned migrations; instances starting together take turns. Columns computed by
 * the contract's rules (in TypeScript, not SQL) are then filled for rows that predate them.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(LOCKS.migrate, async () => {
    await database.applyMigrations(migrationsFolder);
    await backfillDerivedColumns(database.db);
  });
}
