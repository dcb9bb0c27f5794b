import { ConfigError, parseConfig } from '#server/config/env';
import { openDatabase } from '#server/db/open-database';
import { sleep, systemClock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import { defaultHttpOptions } from '#server/platforms/http-client';
import { createPlatformAdapters } from '#server/platforms/registry';
import { createYoutubeClient } from '#server/platforms/youtube/client';
import { describeSyncResult } from './sync-log';
import { runSync, type SyncEvent } from './sync-runner';
import { runYoutubeSync, type YoutubeSyncReport } from './youtube-sync';

const out = (line: string) => process.stdout.write(`${line}\n`);

function describe(event: SyncEvent): string {
  if (event.type === 'platform-started') return `${event.platform}: fetching…`;
  return describeSyncResult(event.result);
}

function describeYoutube(report: YoutubeSyncReport): string {
  if (!report.ran) return `youtube: skipped, ${report.reason}`;
  const counts = `${report.seen} new videos, ${report.attached} attached, ${report.queued} queued`;
  return report.ok ? `youtube: ok, ${counts}` : `youtube: FAILED, ${report.error ?? 'unknown'}`;
}

const logger: Logger = {
  info: () => undefined,
  // The event line says what failed; the details (upstream text, SQL) go to stderr.
  warn: (obj) => {
    if ('detail' in obj) process.stderr.write(`  ${JSON.stringify(obj)}\n`);
  },
  error: (obj, msg) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
};

/**
 * `npm run sync`: one sync now (the platforms, then the YouTube source when it is on); exit 0 only
 * if everything synced. Running servers on the same PostgreSQL database are told, as they are of
 * each other's syncs: their lists are kept in memory and would otherwise not show it.
 */
async function main(): Promise<number> {
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  try {
    const report = await runSync({
      database,
      adapters: createPlatformAdapters({ config, clock: systemClock, sleep }),
      clock: systemClock,
      logger,
      onEvent: (event) => out(describe(event)),
    });
    if (!report.ran) {
      out(`sync skipped: ${report.reason}`);
      return 1;
    }
    const failed = report.results.filter((r) => !r.ok).length;
    out(failed === 0 ? 'all platforms synced' : `${failed} platform(s) failed`);
    let changed = report.changed;
    let youtubeOk = true;
    if (config.YOUTUBE_API_KEY) {
      const client = createYoutubeClient({
        baseUrl: config.YOUTUBE_API_BASE,
        apiKey: config.YOUTUBE_API_KEY,
        http: { ...defaultHttpOptions, sleep },
      });
      const youtube = await runYoutubeSync({
        database,
        client,
        playlistIds: config.YOUTUBE_PLAYLIST_IDS,
        clock: systemClock,
        logger,
      });
      out(describeYoutube(youtube));
      youtubeOk = youtube.ran && youtube.ok;
      changed ||= youtube.ran && youtube.changed;
    }
    if (changed) await database.announceChange();
    return failed === 0 && youtubeOk ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `sync failed: ${String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
