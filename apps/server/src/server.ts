import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { buildApp, type AppDeps } from './http/build-app';
import { nonGoogleKeySources } from './config/google-key-source';
import { systemClock, sleep as realSleep, type Clock, type Sleep } from './lib/clock';
import { defaultHttpOptions, type HttpClientOptions } from './platforms/http-client';
import { createPlatformParts, type PlatformParts, type RegistryDeps } from './platforms/registry';
import { refreshDueHandles } from './services/handles/refresh-due';
import { asCallSource } from './platforms/call-source';
import { createBackgroundWork } from './lib/background-work';
import type { PlatformAdapter } from './platforms/types';
import { createYoutubeClient } from './platforms/youtube/client';
import { createPersonalFeeds } from './services/calendar/personal-feeds';
import type { OneAtATime } from './lib/one-at-a-time';
import { createContestLists, type ContestLists } from './services/contest-lists';
import type { ChannelParts } from './services/reminders/channel-setup';
import { createReminderParts } from './services/reminders/reminder-parts';
import {
  createTelegramPoller,
  sweepReminders,
  type SweepReport,
} from './services/reminders/reminder-jobs';
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
  /** Per platform, what its module takes beyond the settings (tests: AtCoder's page parse). */
  platformOptions?: RegistryDeps['platformOptions'];
  /** Where searches wait their turn (tests hold it to fill it). */
  searchQueue?: OneAtATime;
  onSyncEvent?: (event: SyncEvent) => void;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** False: no timed syncs even with an interval set (tests call syncNow and move the clock). */
  schedule?: boolean;
  /** Tests: every JSON answer is checked against its route's declared schema. */
  checkAnswers?: boolean;
  /** Tests: sees each route as it is registered. */
  onRoute?: AppDeps['onRoute'];
  /** The demo's entry point only: its sign-in routes (see `AppDeps.demoRoutes`). */
  demoRoutes?: AppDeps['demoRoutes'];
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** The public lists' memory (its `stats()` tell operators and tests what it holds). */
  lists: ContestLists;
  url: string;
  /** One sync now (what the scheduler runs); refreshes the in-memory lists when data changed. */
  syncNow(signal?: AbortSignal): Promise<SyncReport>;
  /** Reads again the results of linked handles not read for hours (what runs after each sync). */
  refreshHandlesNow(signal?: AbortSignal): Promise<number>;
  /** Settles when the work requests started without waiting (upsolve reads) is done. */
  backgroundIdle(): Promise<void>;
  /** One run of the YouTube source now; undefined when it is off (no YOUTUBE_API_KEY). */
  youtubeSyncNow?: (signal?: AbortSignal) => Promise<YoutubeSyncReport>;
  /** One reminder sweep now (what runs every REMINDER_SWEEP_SECONDS). */
  remindersNow(): Promise<SweepReport>;
  /** Reads the Telegram bot's updates once, without waiting (polling mode, a bot token set). */
  telegramPollNow?: () => Promise<number>;
  /** Deletes expired sessions now (what runs hourly); answers how many went. */
  cleanUpSessions(): Promise<number>;
  close(): Promise<void>;
}

/** Wires the parts together: database, adapters, lists, HTTP, and the sync schedule. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config));
  const lists = createContestLists({
    db: database.db,
    clock,
    calendarUidDomain: config.CALENDAR_UID_DOMAIN,
    searchFromMemory: database.kind === 'pglite',
    ...(options.searchQueue ? { searchQueue: options.searchQueue } : {}),
  });
  const personalFeeds = createPersonalFeeds({
    db: database.db,
    clock,
    uidDomain: config.CALENDAR_UID_DOMAIN,
  });
  const changes = contestChanges(database, () => {
    lists.invalidate();
    personalFeeds.invalidate();
  });
  const reminders = createReminderParts(config, database.db, clock);
  const platforms = createPlatformParts({
    config,
    clock,
    sleep: options.sleep ?? realSleep,
    ...(options.http ? { http: options.http } : {}),
    ...(options.platformOptions ? { platformOptions: options.platformOptions } : {}),
  });
  const background = createBackgroundWork();
  const app = await buildApp({
    handleSources: platforms.handleSources,
    background,
    config,
    database,
    clock,
    lists,
    personalFeeds,
    reminders,
    announceContestChange: () => changes.announce(app.log),
    webDistDir: config.WEB_DIST_DIR,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.checkAnswers ? { checkAnswers: true } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.demoRoutes ? { demoRoutes: options.demoRoutes } : {}),
  });
  const jobs = syncJobs(options, {
    database,
    clock,
    log: app.log,
    announce: () => changes.announce(app.log),
    reminders,
    adapters: platforms.adapters,
    handleSources: platforms.handleSources,
  });
  warnAboutInsecureKeys(config, app.log);
  if (reminders.webPush.generatedInto) {
    app.log.warn(
      { file: reminders.webPush.generatedInto, publicKey: reminders.webPush.publicKey },
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: made new web push keys and kept them there; set both to the same keys on every instance',
    );
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const schedules = startSchedules(options, jobs, app.log);
  const { telegramPoll } = jobs;
  return {
    app,
    database,
    lists,
    url: serverUrl(config, app),
    syncNow: jobs.syncNow,
    refreshHandlesNow: jobs.refreshHandlesNow,
    backgroundIdle: background.idle,
    ...(jobs.youtubeSyncNow ? { youtubeSyncNow: jobs.youtubeSyncNow } : {}),
    cleanUpSessions: jobs.cleanUpSessions,
    remindersNow: jobs.remindersNow,
    ...(telegramPoll ? { telegramPollNow: () => telegramPoll({ timeoutSeconds: 0 }) } : {}),
    async close() {
      await schedules.stop();
      await background.stop();
      changes.stopHearing();
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * `invalidateLocalLists` drops this instance's remembered lists; `announce` does that and tells
 * the other instances (through the database), whose listeners then drop theirs.
 */
function contestChanges(database: Database, invalidateLocalLists: () => void) {
  const stopHearing = database.onChange(invalidateLocalLists);
  return {
    stopHearing,
    // A failed announcement is logged, not thrown: the change itself is saved, and a database
    // that cannot take a NOTIFY has dropped the others' listeners too, which invalidate on return.
    async announce(log: FastifyBaseLogger) {
      invalidateLocalLists();
      await database.announceChange().catch((error: unknown) => {
        log.warn({ err: error }, 'could not announce a change to other instances');
      });
    },
  };
}

interface JobParts {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  announce: () => Promise<void>;
  reminders: ChannelParts;
  adapters: PlatformAdapter[];
  handleSources: PlatformParts['handleSources'];
}

/** One run of each background job, as the schedules (and tests) call them. */
function syncJobs(options: ServerOptions, parts: JobParts) {
  const { config } = options;
  const { database, clock, log, announce, adapters } = parts;
  const sleep = options.sleep ?? realSleep;
  const syncNow = async (signal?: AbortSignal) => {
    const onEvent = options.onSyncEvent;
    const report = await runSync(
      { database, adapters, clock, logger: log, ...(onEvent ? { onEvent } : {}) },
      signal,
    );
    if (report.ran && report.changed) await announce();
    return report;
  };
  const youtube = config.YOUTUBE_API_KEY
    ? createYoutubeClient({
        baseUrl: config.YOUTUBE_API_BASE,
        apiKey: config.YOUTUBE_API_KEY,
        http: { ...defaultHttpOptions, sleep, ...options.http },
      })
    : undefined;
  if (!youtube) log.info('YouTube solution source is off: YOUTUBE_API_KEY is not set');
  const youtubeSyncNow =
    youtube &&
    (async (signal?: AbortSignal) => {
      const playlistIds = config.YOUTUBE_PLAYLIST_IDS;
      const report = await runYoutubeSync(
        { database, client: youtube, playlistIds, clock, logger: log },
        signal,
      );
      if (report.ran && report.changed) await announce();
      if (report.ran) log.info({ youtube: report }, 'youtube sync finished');
      return report;
    });
  const cleanUpSessions = () => cleanUpExpiredSessions({ db: database.db, clock });
  const { senders, telegram } = parts.reminders;
  const claimSeconds = config.REMINDER_CLAIM_SECONDS;
  const reminderParts = { database, clock, senders, telegram, log, claimSeconds };
  const remindersNow = () => sweepReminders(reminderParts);
  // With a webhook secret Telegram pushes updates to us; reading them as well is refused.
  const telegramPoll =
    telegram && !config.TELEGRAM_WEBHOOK_SECRET
      ? createTelegramPoller(reminderParts, telegram)
      : undefined;
  const handleDeps = { db: database.db, clock, handleSources: parts.handleSources };
  // Read while no one waits on them: behind the sync's calls and users' at the gates.
  const refreshHandlesNow = (signal?: AbortSignal) =>
    asCallSource('background', () =>
      refreshDueHandles(handleDeps, signal ?? new AbortController().signal),
    );
  return {
    syncNow,
    refreshHandlesNow,
    youtubeSyncNow,
    cleanUpSessions,
    remindersNow,
    telegramPoll,
  };
}

const TELEGRAM_POLL_BACKOFF = { firstMs: 3_000, maxMs: 5 * 60_000 };

function startSchedules(
  options: ServerOptions,
  jobs: ReturnType<typeof syncJobs>,
  logger: FastifyBaseLogger,
) {
  const { config } = options;
  let firstSyncDone: () => void = () => undefined;
  const firstSync = new Promise<void>((resolve) => {
    firstSyncDone = resolve;
  });
  const scheduler =
    config.SYNC_INTERVAL_MINUTES > 0 && options.schedule !== false
      ? startSyncScheduler({
          name: 'sync',
          intervalMinutes: config.SYNC_INTERVAL_MINUTES,
          run: async (signal) => {
            const report = await jobs.syncNow(signal).finally(firstSyncDone);
            // The instance that synced reads the handles that are due, behind the same gates.
            if (report.ran) {
              await jobs.refreshHandlesNow(signal).catch((error: unknown) => {
                logger.warn({ job: 'handles-refresh', err: error }, 'handles-refresh failed');
              });
            }
            return report;
          },
          logger,
        })
      : undefined;
  // Videos are matched against contests: the first run waits for the first contest sync.
  const youtubeScheduler =
    jobs.youtubeSyncNow && config.YOUTUBE_SYNC_MINUTES > 0
      ? startSyncScheduler({
          name: 'youtube-sync',
          intervalMinutes: config.YOUTUBE_SYNC_MINUTES,
          run: jobs.youtubeSyncNow,
          logger,
          ...(scheduler ? { after: firstSync } : {}),
        })
      : undefined;
  const sessionCleanup = startSessionCleanup({ run: jobs.cleanUpSessions, logger });
  const timed = options.schedule !== false;
  const reminderSweeps =
    timed && config.REMINDER_SWEEP_SECONDS > 0
      ? startSyncScheduler({
          name: 'reminders',
          intervalMinutes: config.REMINDER_SWEEP_SECONDS / 60,
          run: () => jobs.remindersNow().then(() => ({ ran: true as const })),
          logger,
        })
      : undefined;
  const telegramPoll = jobs.telegramPoll;
  const telegramPolling =
    timed && telegramPoll
      ? startSyncScheduler({
          name: 'telegram-poll',
          // Long polling: each call waits up to 25 s for updates. Telegram unreachable: grammY's
          // own loop waits 3 s between tries; this one starts there and doubles, to 5 minutes.
          intervalMinutes: 1 / 60,
          backoff: TELEGRAM_POLL_BACKOFF,
          run: (signal) =>
            telegramPoll({ timeoutSeconds: 25, signal }).then(() => ({ ran: true as const })),
          logger,
        })
      : undefined;
  return {
    async stop() {
      await reminderSweeps?.stop();
      await telegramPolling?.stop();
      await scheduler?.stop();
      await youtubeScheduler?.stop();
      await sessionCleanup.stop();
    },
  };
}

function warnAboutInsecureKeys(config: Config, log: FastifyBaseLogger) {
  if (!config.ALLOW_INSECURE_GOOGLE_KEYS) return;
  log.warn(
    { nonGoogle: nonGoogleKeySources(config) },
    'ALLOW_INSECURE_GOOGLE_KEYS=1: Google ID tokens are checked against GOOGLE_JWKS_URL and GOOGLE_ISSUERS even where they are not Google, so whoever serves those keys can sign in as anyone (an admin too)',
  );
}

function serverUrl(config: Config, app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
}
