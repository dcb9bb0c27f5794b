import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { OffThreadOptions } from './platforms/atcoder/parse-page-off-thread';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { buildApp } from './http/build-app';
import { nonGoogleKeySources } from './config/google-key-source';
import { systemClock, sleep as realSleep, type Clock, type Sleep } from './lib/clock';
import { defaultHttpOptions, type HttpClientOptions } from './platforms/http-client';
import { createPlatformAdapters } from './platforms/registry';
import { createYoutubeClient } from './platforms/youtube/client';
import { createPersonalFeeds } from './services/calendar/personal-feeds';
import { createContestLists, type ContestLists } from './services/contest-lists';
import { cleanUpExpiredSessions, startSessionCleanup } from './services/session-cleanup';
import { runSync, type SyncEvent, type SyncReport } from './sync/sync-runner';
import { startSyncScheduler } from './sync/sync-scheduler';
import { runYoutubeSync, type YoutubeSyncReport } from './sync/youtube-sync';

export interface ServerOptions {
  config: Config;
  clock?: Clock;
  sleep?: Sleep;
  /** An already-open, migrated database (tests); otherwise opened from the configuration. */
  database?: Database;
  http?: Partial<HttpClientOptions>;
  /** AtCoder's page parse (tests shorten its time limit or stand in for its worker). */
  atcoderParse?: Partial<OffThreadOptions>;
  onSyncEvent?: (event: SyncEvent) => void;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** False: no timed syncs even with an interval set (tests call syncNow and move the clock). */
  schedule?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The public lists' memory (its `stats()` tell operators and tests what it holds). */
  lists: ContestLists;
  url: string;
  /** One sync now (what the scheduler runs); refreshes the in-memory lists when data changed. */
  syncNow(signal?: AbortSignal): Promise<SyncReport>;
  /** One run of the YouTube source now; undefined when it is off (no YOUTUBE_API_KEY). */
  youtubeSyncNow?: (signal?: AbortSignal) => Promise<YoutubeSyncReport>;
  /** Deletes expired sessions now (what runs hourly); answers how many went. */
  cleanUpSessions(): Promise<number>;
  close(): Promise<void>;
}

/** Wires the parts together: database, adapters, lists, HTTP, and the sync schedule. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config));
  const adapters = createPlatformAdapters({
    config,
    clock,
    sleep: options.sleep ?? realSleep,
    ...(options.http ? { http: options.http } : {}),
    ...(options.atcoderParse ? { atcoderParse: options.atcoderParse } : {}),
  });
  const lists = createContestLists({
    db: database.db,
    clock,
    calendarUidDomain: config.CALENDAR_UID_DOMAIN,
  });
  const personalFeeds = createPersonalFeeds({
    db: database.db,
    clock,
    uidDomain: config.CALENDAR_UID_DOMAIN,
  });
  const contestsMoved = () => {
    lists.invalidate();
    personalFeeds.invalidate();
  };
  // This instance's lists change at once; the others hear of it from the database.
  // A failed announcement is logged, not thrown: the change itself is saved, and a database
  // that cannot take a NOTIFY has dropped the others' listeners too, which invalidate on return.
  const contestsChanged = async () => {
    contestsMoved();
    await database.announceChange().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not announce a change to other instances');
    });
  };
  const stopHearing = database.onChange(contestsMoved);
  const app = await buildApp({
    config,
    database,
    clock,
    lists,
    personalFeeds,
    onContestsChanged: contestsChanged,
    webDistDir: config.WEB_DIST_DIR,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });

  const syncNow = async (signal?: AbortSignal) => {
    const report = await runSync(
      {
        database,
        adapters,
        clock,
        logger: app.log,
        ...(options.onSyncEvent ? { onEvent: options.onSyncEvent } : {}),
      },
      signal,
    );
    if (report.ran && report.changed) await contestsChanged();
    return report;
  };

  const youtubeKey = config.YOUTUBE_API_KEY;
  const youtube = youtubeKey
    ? createYoutubeClient({
        baseUrl: config.YOUTUBE_API_BASE,
        apiKey: youtubeKey,
        http: { ...defaultHttpOptions, sleep: options.sleep ?? realSleep, ...options.http },
      })
    : undefined;
  if (!youtube) app.log.info('YouTube solution source is off: YOUTUBE_API_KEY is not set');
  const youtubeSyncNow = youtube
    ? async (signal?: AbortSignal) => {
        const report = await runYoutubeSync(
          {
            database,
            client: youtube,
            playlistIds: config.YOUTUBE_PLAYLIST_IDS,
            clock,
            logger: app.log,
          },
          signal,
        );
        if (report.ran && report.changed) await contestsChanged();
        if (report.ran) app.log.info({ youtube: report }, 'youtube sync finished');
        return report;
      }
    : undefined;
  if (config.ALLOW_INSECURE_GOOGLE_KEYS) {
    app.log.warn(
      { nonGoogle: nonGoogleKeySources(config) },
      'ALLOW_INSECURE_GOOGLE_KEYS=1: Google ID tokens are checked against GOOGLE_JWKS_URL and GOOGLE_ISSUERS even where they are not Google, so whoever serves those keys can sign in as anyone (an admin too)',
    );
  }
  const cleanUpSessions = () => cleanUpExpiredSessions({ db: database.db, clock });

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  let firstSyncDone: () => void = () => undefined;
  const firstSync = new Promise<void>((resolve) => {
    firstSyncDone = resolve;
  });
  const scheduler =
    config.SYNC_INTERVAL_MINUTES > 0 && options.schedule !== false
      ? startSyncScheduler({
          intervalMinutes: config.SYNC_INTERVAL_MINUTES,
          run: (signal) => syncNow(signal).finally(firstSyncDone),
          logger: app.log,
        })
      : undefined;
  // Videos are matched against contests: the first run waits for the first contest sync.
  const youtubeScheduler =
    youtubeSyncNow && config.YOUTUBE_SYNC_MINUTES > 0
      ? startSyncScheduler({
          intervalMinutes: config.YOUTUBE_SYNC_MINUTES,
          run: youtubeSyncNow,
          logger: app.log,
          ...(scheduler ? { after: firstSync } : {}),
        })
      : undefined;
  const sessionCleanup = startSessionCleanup({ run: cleanUpSessions, logger: app.log });

  return {
    app,
    database,
    lists,
    url: `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`,
    syncNow,
    ...(youtubeSyncNow ? { youtubeSyncNow } : {}),
    cleanUpSessions,
    async close() {
      await scheduler?.stop();
      await youtubeScheduler?.stop();
      await sessionCleanup.stop();
      stopHearing();
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
