import { PLATFORM_IDS, type StatusResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { findSourceStatus } from '#server/db/solution-videos-repository';
import { listSyncStatus } from '#server/db/sync-status-repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Every platform, synced or not yet; stale once the last success is three intervals old. */
export async function getSyncStatus(options: {
  db: Db;
  now: Date;
  intervalMinutes: number;
  youtube: { enabled: boolean; intervalMinutes: number };
}): Promise<StatusResponse> {
  const youtube = options.youtube.enabled
    ? await findSourceStatus(options.db, 'youtube')
    : undefined;
  const youtubeStaleAfterMs = 3 * options.youtube.intervalMinutes * 60_000;
  const youtubeSuccess = youtube?.lastSuccessAt ?? null;
  const rows = new Map((await listSyncStatus(options.db)).map((row) => [row.platform, row]));
  const staleAfterMs = 3 * options.intervalMinutes * 60_000;
  return {
    platforms: PLATFORM_IDS.map((platform) => {
      const row = rows.get(platform);
      const lastSuccessAt = row?.lastSuccessAt ?? null;
      return {
        platform,
        lastAttemptAt: iso(row?.lastAttemptAt ?? null),
        lastSuccessAt: iso(lastSuccessAt),
        lastErrorAt: iso(row?.lastErrorAt ?? null),
        lastError: row?.lastError ?? null,
        contestsSeen: row?.contestsSeen ?? null,
        stale:
          lastSuccessAt === null ||
          (staleAfterMs > 0 && options.now.getTime() - lastSuccessAt.getTime() > staleAfterMs),
      };
    }),
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
          (youtubeSuccess === null ||
            (youtubeStaleAfterMs > 0 &&
              options.now.getTime() - youtubeSuccess.getTime() > youtubeStaleAfterMs)),
      },
    ],
  };
}
