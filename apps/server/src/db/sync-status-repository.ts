import type { PlatformId } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { platformSyncStatus } from './schema';

export type SyncStatusRow = typeof platformSyncStatus.$inferSelect;

export async function recordSyncSuccess(
  db: Db,
  entry: {
    platform: PlatformId;
    at: Date;
    contestsSeen: number;
    contestsWritten: number;
    rowsSkipped: number;
    skippedByReason: Record<string, number>;
  },
): Promise<void> {
  const values = {
    platform: entry.platform,
    lastAttemptAt: entry.at,
    lastSuccessAt: entry.at,
    failingSince: null,
    contestsSeen: entry.contestsSeen,
    contestsWritten: entry.contestsWritten,
    rowsSkipped: entry.rowsSkipped,
    skippedByReason: entry.skippedByReason,
  };
  await db
    .insert(platformSyncStatus)
    .values(values)
    .onConflictDoUpdate({ target: platformSyncStatus.platform, set: values });
}

/**
 * Keeps the last success as it was: operators need to see how old the good data is. `error` is the
 * public category ('HTTP 503'); the details went to the log.
 */
export async function recordSyncFailure(
  db: Db,
  entry: { platform: PlatformId; at: Date; error: string },
): Promise<void> {
  const values = {
    platform: entry.platform,
    lastAttemptAt: entry.at,
    lastErrorAt: entry.at,
    lastError: entry.error.slice(0, 200),
    failingSince: entry.at,
  };
  await db
    .insert(platformSyncStatus)
    .values(values)
    .onConflictDoUpdate({
      target: platformSyncStatus.platform,
      // A run of failures keeps the time of its first: 'could not be reached since 14:05'.
      set: {
        ...values,
        failingSince: sql`coalesce(${platformSyncStatus.failingSince}, excluded.failing_since)`,
      },
    });
}

export async function listSyncStatus(db: Db): Promise<SyncStatusRow[]> {
  return db
    .select()
    .from(platformSyncStatus)
    .orderBy(sql`${platformSyncStatus.platform}`);
}
