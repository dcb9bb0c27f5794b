import type { HealthResponse } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { getSyncStatus } from './get-sync-status';

/**
 * Healthy while the database answers and every platform synced within three intervals; platforms
 * whose answer held no contest are named as warnings without making it unhealthy.
 */
export async function checkHealth(
  options: Parameters<typeof getSyncStatus>[0],
  onDatabaseError: (error: unknown) => void,
): Promise<HealthResponse> {
  let status;
  try {
    await options.db.execute(sql`select 1`);
    status = await getSyncStatus(options);
  } catch (error) {
    onDatabaseError(error);
    return { ok: false, database: 'down', failing: [], warnings: [] };
  }
  const failing = status.platforms.filter((entry) => entry.stale).map((entry) => entry.platform);
  const warnings = status.platforms
    .filter((entry) => entry.warning !== null)
    .map((entry) => entry.platform);
  return { ok: failing.length === 0, database: 'up', failing, warnings };
}
