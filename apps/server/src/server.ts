import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import { warnAtStart } from './config/start-warnings';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { claimGateSlot } from './db/rate-gates-repository';
import { buildApp, type AppDeps } from './http/build-app';
import { jobLeases } from './db/job-leases';
import { createJobs } from './jobs/jobs';
import { serverJobRuns, type ServerJobRuns } from './jobs/server-job-runs';
import { scheduleServerJobs } from './jobs/server-jobs';
import { systemClock, sleep as realSleep, type Clock, type Sleep } from './lib/clock';
import type { OneAtATime } from './lib/one-at-a-time';
import type { HttpClientOptions } from './platforms/http-client';
import { createPlatformParts, type RegistryDeps } from './platforms/registry';
import { createPersonalFeeds } from './services/calendar/personal-feeds';
import { contestChanges } from './services/contest-changes';
import { createContestLists, type ContestLists } from './services/contest-lists';
import { createReminderParts } from './services/reminders/reminder-parts';
import type { SyncEvent } from './sync/sync-runner';

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
  /**
   * The demo's entry point (and its tests) only: rows written once the database is open, before
   * the jobs start, so the first runs see them (the demo accounts' handles).
   */
  seed?: (database: Database, clock: Clock) => Promise<void>;
}

/** One run of each job now, as its schedule runs it (`jobs/server-job-runs.ts`), for tests. */
type RunNow = Omit<ServerJobRuns, 'telegramPoll' | 'youtubeSyncNow'> & {
  /** Undefined when the YouTube source is off (no YOUTUBE_API_KEY). */
  youtubeSyncNow?: NonNullable<ServerJobRuns['youtubeSyncNow']>;
  /** Reads the Telegram bot's updates once, without waiting (polling mode, a bot token set). */
  telegramPollNow?: () => Promise<number>;
};

export interface RunningServer extends RunNow {
  app: FastifyInstance;
  database: Database;
  /** The public lists' memory (its `stats()` tell operators and tests what it holds). */
  lists: ContestLists;
  url: string;
  /** Settles when the work requests started without waiting (upsolve reads) is done. */
  backgroundIdle(): Promise<void>;
  close(): Promise<void>;
}

/** Wires the parts together: database, adapters, lists, HTTP, and the jobs. */
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
  const sleep = options.sleep ?? realSleep;
  const platforms = createPlatformParts({
    config,
    clock,
    sleep,
    ...(options.http ? { http: options.http } : {}),
    ...(options.platformOptions ? { platformOptions: options.platformOptions } : {}),
    // Other instances share a server database: the platforms' gates are kept there (issue 51).
    // The database's gate runs on real time: a server given a clock of its own (a test moving
    // time by hand) keeps its gates in memory, on that clock, as the embedded database does.
    ...(database.kind === 'postgres' && clock === systemClock
      ? { takeGateSlot: (group: string, ms: number) => claimGateSlot(database.db, group, ms) }
      : {}),
  });
  const jobs = createJobs({
    clock,
    logger: () => app.log,
    leases: jobLeases(database.db, config.INSTANCE_NAME, config.JOB_LEASE_SECONDS * 1000),
  });
  const announce = () => changes.announce(app.log);
  const app = await buildApp({
    handleSources: platforms.handleSources,
    jobs,
    config,
    database,
    clock,
    lists,
    personalFeeds,
    reminders,
    announceContestChange: announce,
    webDistDir: config.WEB_DIST_DIR,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.checkAnswers ? { checkAnswers: true } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.demoRoutes ? { demoRoutes: options.demoRoutes } : {}),
  });
  const log = app.log;
  const runs = serverJobRuns({
    ...options,
    database,
    clock,
    sleep,
    log,
    announce,
    reminders,
    platforms,
  });
  warnAtStart(config, reminders.webPush, log);
  await options.seed?.(database, clock);

  await app.listen({ port: config.PORT, host: config.HOST });
  scheduleServerJobs({ jobs, runs, config, timed: options.schedule !== false, log });
  const { telegramPoll, youtubeSyncNow, ...now } = runs;
  return {
    ...now,
    ...(youtubeSyncNow ? { youtubeSyncNow } : {}),
    ...(telegramPoll ? { telegramPollNow: () => telegramPoll({ timeoutSeconds: 0 }) } : {}),
    app,
    database,
    lists,
    url: serverUrl(config, app),
    backgroundIdle: () => jobs.idle(),
    async close() {
      await jobs.stop();
      changes.stopHearing();
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

function serverUrl(config: Config, app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
}
