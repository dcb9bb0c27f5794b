import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_IDS } from '@contest-tracker/contract';
import { ConfigError, parseConfig } from '#server/config/env';
import { systemClock, type Clock } from '#server/lib/clock';
import { startReplayServer } from '#replay/server/replay-server';
import { startServer, type RunningServer } from '#server/server';

/**
 * Two demos on replayed data for what the home page says when platforms are not fresh (the
 * browser tests' freshness spec runs against them):
 * - on STALE_PORT, every platform (the opt-in ones too) synced two hours ago, then Codeforces answered HTTP 503 and the
 *   others synced again: Codeforces is stale, with contests as of two hours ago; DMOJ's second
 *   answer parsed but every row's key was malformed, so DMOJ shows the warning 'no contests in the
 *   answer (N dropped)' (issue 46: the HackerEarth link rule once dropped every row silently);
 * - on UNSYNCED_PORT, the three original platforms have never synced (no schedule, no sync).
 */
const STALE_FOR_MS = 2 * 60 * 60_000;

/** DMOJ's answer with every contest's key unusable as an id: each row is dropped ('id'). */
function withMalformedKeys(body: unknown): unknown {
  const { data, ...rest } = body as { data: { objects: Record<string, unknown>[] } };
  return {
    ...rest,
    data: { ...data, objects: data.objects.map((row) => ({ ...row, key: `${String(row.key)}!` })) },
  };
}

async function demo(
  env: Record<string, string | undefined>,
  clock: Clock,
): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'contest-tracker-freshness-'));
  const config = parseConfig(
    { ...process.env, ...env, DATABASE_URL: undefined, DATA_DIR: dataDir },
    { demo: true },
  );
  return { server: await startServer({ config, clock, schedule: false }), dataDir };
}

try {
  const replay = await startReplayServer({ clock: systemClock });
  // The stale demo's clock starts two hours back, so its first sync is two hours old.
  let offsetMs = -STALE_FOR_MS;
  const shifted: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const stale = await demo(
    {
      ...replay.bases,
      PORT: process.env.STALE_PORT ?? '4312',
      SYNC_INTERVAL_MINUTES: '30',
      // Every platform, the opt-in ones too: the platforms spec looks at each one's cards.
      PLATFORMS: PLATFORM_IDS.join(','),
      YOUTUBE_API_KEY: 'replayed-playlist',
      YOUTUBE_API_BASE: replay.youtubeBase,
    },
    shifted,
  );
  await stale.server.syncNow();
  await stale.server.youtubeSyncNow?.();
  replay.setFault('codeforces', { type: 'status', status: 503 });
  replay.setFault('dmoj', { type: 'edit', edit: withMalformedKeys });
  offsetMs = 0;
  await stale.server.syncNow();

  const unsynced = await demo(
    {
      ...replay.bases,
      PORT: process.env.UNSYNCED_PORT ?? '4313',
      SYNC_INTERVAL_MINUTES: '0',
      PLATFORMS: 'codeforces,leetcode,codechef',
    },
    systemClock,
  );
  stale.server.app.log.info(
    `Freshness demos: stale ${stale.server.url}, never synced ${unsynced.server.url}`,
  );
  const shutdown = () => {
    void (async () => {
      for (const { server, dataDir } of [stale, unsynced]) {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      }
      await replay.close();
      process.exit(0);
    })();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  const message = error instanceof ConfigError ? error.message : String(error);
  process.stderr.write(`Freshness demo could not start: ${message}\n`);
  process.exit(1);
}
