import type { PlatformId } from '@contest-tracker/contract';
import { upsertContests } from '#server/db/contests-repository';
import { LOCKS, type Database } from '#server/db/database';
import { recordSyncFailure, recordSyncSuccess } from '#server/db/sync-status-repository';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import type { NormalizedContest } from '#server/domain/contest';
import type { PlatformAdapter } from '#server/platforms/types';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from './row-bounds';
import { logSyncResult } from './sync-log';

export type PlatformSyncResult =
  | {
      platform: PlatformId;
      ok: true;
      seen: number;
      inserted: number;
      updated: number;
      skipped: number;
    }
  /** `error` is the public category; `detail` (upstream text, SQL) is for the log only. */
  | { platform: PlatformId; ok: false; error: string; detail: string };

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

/** The short public category of a failure, and the full story for the log. */
function describeFailure(error: unknown): { error: string; detail: string } {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof UpstreamError) return { error: error.publicMessage, detail };
  return { error: 'could not store the contests', detail };
}

async function syncPlatform(
  deps: SyncDeps,
  adapter: PlatformAdapter,
  signal: AbortSignal,
): Promise<PlatformSyncResult> {
  const { db } = deps.database;
  deps.onEvent?.({ type: 'platform-started', platform: adapter.id });
  try {
    const { contests, malformed, filtered = 0 } = await adapter.fetchContests(signal);
    const fetched = dedupe(contests);
    const { kept, skipped, skippedTotal } = boundRows(
      fetched,
      deps.clock.now(),
      malformed,
      filtered,
    );
    const seen = fetched.length + malformed + filtered;
    // Rows missing from a successful fetch are kept: platforms drop old contests from their
    // lists, and a bookmark or solution link must not vanish with them.
    const counts = await upsertContests(db, kept, deps.clock.now());
    await recordSyncSuccess(db, {
      platform: adapter.id,
      at: deps.clock.now(),
      contestsSeen: seen,
      contestsWritten: counts.inserted + counts.updated,
      rowsSkipped: skippedTotal,
      skippedByReason: skipped,
    });
    return {
      platform: adapter.id,
      ok: true,
      seen,
      ...counts,
      skipped: skippedTotal,
    };
  } catch (error) {
    const failure = describeFailure(error);
    try {
      await recordSyncFailure(db, {
        platform: adapter.id,
        at: deps.clock.now(),
        error: failure.error,
      });
    } catch (recordError) {
      deps.logger.error({ platform: adapter.id, err: recordError }, 'could not record failure');
    }
    return { platform: adapter.id, ok: false, ...failure };
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
        const startedAt = performance.now();
        const result = await syncPlatform(deps, adapter, signal);
        logSyncResult(deps.logger, result, Math.round(performance.now() - startedAt));
        deps.onEvent?.({ type: 'platform-finished', result });
        return result;
      }),
    );
  });
  if (!outcome.acquired) return { ran: false, reason: 'another sync holds the lock' };
  const changed = outcome.value.some((r) => r.ok && r.inserted + r.updated > 0);
  return { ran: true, results: outcome.value, changed };
}
