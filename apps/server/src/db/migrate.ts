import { fileURLToPath } from 'node:url';
import { LOCKS, type Database } from './database';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the versioned migrations; instances starting together take turns. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(LOCKS.migrate, () => database.applyMigrations(migrationsFolder));
}
