import type { JobStatus, PlatformId, StatusResponse, SyncState } from '@contest-tracker/contract';
import { countContestsByPlatform } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { findSourceStatus } from '#server/db/solution-videos-repository';
import { listSyncStatus, type SyncStatusRow } from '#server/db/sync-status-repository';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import { SKIP_REASONS, type SkipReason } from '#server/sync/row-bounds';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const describeReason = (reason: string) =>
  reason in SKIP_REASONS ? SKIP_REASONS[reason as SkipReason] : reason;

/** Stale once the last success is three intervals old; without a schedule, only if it never ran. */
function isStale(lastSuccessAt: Date | null, now: Date, intervalMinutes: number): boolean {
  if (lastSuccessAt === null) return true;
  const staleAfterMs = 3 * intervalMinutes * 60_000;
  return staleAfterMs > 0 && now.getTime() - lastSuccessAt.getTime() > staleAfterMs;
}

/**
 * 'no contests in the answer (3 dropped)': the last sync succeeded, kept no row, and either dropped
 * some or found nothing where contests were stored before (rows leaving a list stay stored, so
 * stored contests are what earlier syncs had). A platform never synced, or failing, has none.
 */
function emptyAnswerWarning(row: SyncStatusRow | undefined, stored: number): string | null {
  if (!row || row.lastSuccessAt === null || row.failingSince !== null) return null;
  const dropped = row.rowsSkipped ?? 0;
  const kept = (row.contestsSeen ?? 0) - dropped;
  if (kept > 0 || (dropped === 0 && stored === 0)) return null;
  return `no contests in the answer (${dropped} dropped)`;
}

function toSyncState(
  row: SyncStatusRow | undefined,
  stored: number,
  now: Date,
  intervalMinutes: number,
): SyncState {
  const lastSuccessAt = row?.lastSuccessAt ?? null;
  const byReason = row?.skippedByReason ?? {};
  return {
    lastAttemptAt: iso(row?.lastAttemptAt ?? null),
    lastSuccessAt: iso(lastSuccessAt),
    lastErrorAt: iso(row?.lastErrorAt ?? null),
    lastError: row?.lastError ?? null,
    failingSince: iso(row?.failingSince ?? null),
    contestsSeen: row?.contestsSeen ?? null,
    contestsStored: stored,
    rowsSkipped: row?.rowsSkipped ?? 0,
    skippedReasons: Object.entries(byReason)
      .filter(([, count]) => count > 0)
      .map(([reason, count]) => ({ reason: describeReason(reason), count })),
    stale: isStale(lastSuccessAt, now, intervalMinutes),
  };
}

/** Every platform this deployment syncs, synced or not yet. */
export async function getSyncStatus(options: {
  db: Db;
  now: Date;
  intervalMinutes: number;
  platforms: readonly PlatformId[];
  youtube: { enabled: boolean; intervalMinutes: number };
  /** This instance's background jobs (kept in memory, `jobs/jobs.ts`). */
  jobs: () => Promise<JobStatus[]>;
}): Promise<StatusResponse> {
  const [rows, stored, youtube] = await Promise.all([
    listSyncStatus(options.db),
    countContestsByPlatform(options.db),
    options.youtube.enabled ? findSourceStatus(options.db, 'youtube') : undefined,
  ]);
  const byPlatform = new Map(rows.map((row) => [row.platform, row]));
  const youtubeSuccess = youtube?.lastSuccessAt ?? null;
  return {
    platforms: options.platforms.map((platform) => ({
      platform,
      homePage: PLATFORM_MODULES[platform].homePage,
      ...toSyncState(
        byPlatform.get(platform),
        stored.get(platform) ?? 0,
        options.now,
        options.intervalMinutes,
      ),
      warning: emptyAnswerWarning(byPlatform.get(platform), stored.get(platform) ?? 0),
    })),
    sources: [
      {
        source: 'youtube',
        name: 'YouTube solution videos',
        enabled: options.youtube.enabled,
        lastAttemptAt: iso(youtube?.lastAttemptAt ?? null),
        lastSuccessAt: iso(youtubeSuccess),
        lastErrorAt: iso(youtube?.lastErrorAt ?? null),
        lastError: youtube?.lastError ?? null,
        itemsSeen: youtube?.itemsSeen ?? null,
        stale:
          options.youtube.enabled &&
          isStale(youtubeSuccess, options.now, options.youtube.intervalMinutes),
      },
    ],
    syncIntervalMinutes: options.intervalMinutes,
    jobs: await options.jobs(),
  };
}
