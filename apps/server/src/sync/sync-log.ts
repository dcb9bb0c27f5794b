import type { Logger } from '#server/lib/logger';
import type { PlatformSyncResult } from './sync-runner';

/** One line a person reads at a glance: 'codeforces: ok, 1835 contests seen, 3 new, 1 updated'. */
export function describeSyncResult(result: PlatformSyncResult): string {
  if (!result.ok) return `${result.platform}: FAILED, ${result.error}`;
  const skipped = result.skipped > 0 ? `, ${result.skipped} rows skipped` : '';
  return `${result.platform}: ok, ${result.seen} contests seen, ${result.inserted} new, ${result.updated} updated${skipped}`;
}

/** The operator's line per platform per sync; the failure's details ride along for the log only. */
export function logSyncResult(logger: Logger, result: PlatformSyncResult, durationMs: number) {
  const message = describeSyncResult(result);
  if (result.ok) {
    logger.info({ sync: result.platform, ok: true, skipped: result.skipped, durationMs }, message);
  } else {
    logger.warn(
      { sync: result.platform, ok: false, error: result.error, detail: result.detail, durationMs },
      message,
    );
  }
}
