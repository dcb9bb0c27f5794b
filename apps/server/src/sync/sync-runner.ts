import type { PlatformId } from '@contest-tracker/contract';
import { upsertContests } from '#server/db/contests-repository';
import { LOCKS, type Database } from '#server/db/database';
import { recordSyncFailure, recordSyncSuccess } from '#server/db/sync-status-repository';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import type { NormalizedContest } from '#server/domain/contest';
import type { PlatformAdapter } from '#server/platforms/types';

export type PlatformSyncResult =
  | { platform: PlatformId; ok: true; seen: number; inserted: number; updated: number }
  | { platform: PlatformId; ok: false; error: string };

export type SyncReport =
  | { ran: false; reason: 'another sync holds the lock' }
  | { ran: true; results: PlatformSyncResult[]; changed: boolean };

export type SyncEvent =
  | { type: 'platform-started'; platform: PlatformId }
  | { type: 'platform-finished'; result: PlatformSyncResult };

export interface SyncDeps {
  database: Database;
  adapters: readonly PlatformAdapter[];
  clock: Clock;
  logger: Logger;
  onEvent?: (event: SyncEvent) => void;
}

/** The last row of a platform's list wins if it names the same contest twice. */
function dedupe(contests: readonly NormalizedContest[]): NormalizedContest[] {
  return [...new Map(contests.map((contest) => [contest.externalId, contest])).values()];
}

async function syncPlatform(
  deps: SyncDeps,
  adapter: PlatformAdapter,
  signal: AbortSignal,
): Promise<PlatformSyncResult> {
  const { db } = deps.database;
  deps.onEvent?.({ type: 'platform-started', platform: adapter.id });
  try {
    const contests = dedupe(await adapter.fetchContests(signal));
    const counts = await upsertContests(db, contests);
    await recordSyncSuccess(db, {
      platform: adapter.id,
      at: deps.clock.now(),
      contestsSeen: contests.length,
      contestsWritten: counts.inserted + counts.updated,
    });
    return { platform: adapter.id, ok: true, seen: contests.length, ...counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ platform: adapter.id, err: message }, 'platform sync failed');
    try {
      await recordSyncFailure(db, { platform: adapter.id, at: deps.clock.now(), error: message });
    } catch (recordError) {
      deps.logger.error({ platform: adapter.id, err: recordError }, 'could not record failure');
    }
    return { platform: adapter.id, ok: false, error: message };
  }
}

/**
 * Syncs every platform side by side. A platform failing is recorded and leaves its contests as
 * they were; the others go on. Only one runner at a time, across every instance on the database.
 */
export async function runSync(
  deps: SyncDeps,
  signal: AbortSignal = new AbortController().signal,
): Promise<SyncReport> {
  const outcome = await deps.database.tryWithLock(LOCKS.sync, async () => {
    return Promise.all(
      deps.adapters.map(async (adapter) => {
        const result = await syncPlatform(deps, adapter, signal);
        deps.onEvent?.({ type: 'platform-finished', result });
        return result;
      }),
    );
  });
  if (!outcome.acquired) return { ran: false, reason: 'another sync holds the lock' };
  const changed = outcome.value.some((r) => r.ok && r.inserted + r.updated > 0);
  return { ran: true, results: outcome.value, changed };
}
