import type { Config } from '#server/config/env';
import type { Database } from '#server/db/database';
import { deleteEndedWindows } from '#server/db/rate-limit-repository';
import type { Clock, Sleep } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import { asCallSource } from '#server/platforms/call-source';
import { defaultHttpOptions, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformParts } from '#server/platforms/registry';
import { createYoutubeClient } from '#server/platforms/youtube/client';
import { refreshDueHandles } from '#server/services/handles/refresh-due';
import { predictRankedContests } from '#server/services/ratings/predict-ranked-contests';
import { predictDueRounds } from '#server/services/ratings/predict-rounds';
import type { ChannelParts } from '#server/services/reminders/channel-setup';
import { createTelegramPoller, sweepReminders } from '#server/services/reminders/reminder-jobs';
import { cleanUpExpiredSessions } from '#server/services/session-cleanup';
import { runSync, type SyncEvent } from '#server/sync/sync-runner';
import { runYoutubeSync } from '#server/sync/youtube-sync';

export interface JobRunDeps {
  config: Config;
  database: Database;
  clock: Clock;
  sleep: Sleep;
  http?: Partial<HttpClientOptions> | undefined;
  log: Logger;
  /** After a change the public lists show: drops this instance's lists and tells the others. */
  announce: () => Promise<void>;
  reminders: ChannelParts;
  platforms: Pick<PlatformParts, 'adapters' | 'handleSources'> &
    Partial<Pick<PlatformParts, 'ratingSources' | 'rankingSources'>>;
  onSyncEvent?: ((event: SyncEvent) => void) | undefined;
}

/** One run of each background job: what the schedules run, and what tests call directly. */
export function serverJobRuns(deps: JobRunDeps) {
  const { config, database, clock, log, announce } = deps;
  const syncNow = async (signal?: AbortSignal) => {
    const onEvent = deps.onSyncEvent;
    const adapters = deps.platforms.adapters;
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
        http: { ...defaultHttpOptions, sleep: deps.sleep, ...deps.http },
      })
    : undefined;
  if (!youtube) log.info({}, 'YouTube solution source is off: YOUTUBE_API_KEY is not set');
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
  // Ended budget windows go with the expired sessions: both are rows no request reads again.
  const cleanUpSessions = async () => {
    const deleted = await cleanUpExpiredSessions({ db: database.db, clock });
    await deleteEndedWindows(database.db);
    return deleted;
  };
  const { senders, telegram } = deps.reminders;
  const claimSeconds = config.REMINDER_CLAIM_SECONDS;
  const publicUrl = config.PUBLIC_URL;
  const reminderParts = { database, clock, senders, telegram, log, claimSeconds, publicUrl };
  // With a webhook secret Telegram pushes updates to us; reading them as well is refused.
  const telegramPoll =
    telegram && !config.TELEGRAM_WEBHOOK_SECRET
      ? createTelegramPoller(reminderParts, telegram)
      : undefined;
  const handleDeps = { db: database.db, clock, handleSources: deps.platforms.handleSources };
  const ratingSource = deps.platforms.ratingSources?.codeforces;
  const rankingSources = Object.entries(deps.platforms.rankingSources ?? {});
  // Codeforces' rounds first (a few calls each), then the ranked contests' (thousands, resumed).
  // Each platform's failure is its own: one down never holds up the other's predictions.
  const predictAll = async (signal: AbortSignal) => {
    const steps = [
      ...(ratingSource
        ? [() => predictDueRounds({ db: database.db, clock, source: ratingSource }, signal)]
        : []),
      ...rankingSources.map(
        ([platform, source]) =>
          () =>
            predictRankedContests({ db: database.db, clock, platform, source }, signal),
      ),
    ];
    let stepped = 0;
    const failures: unknown[] = [];
    for (const step of steps) {
      try {
        stepped += await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return stepped;
  };
  const predictionsNow =
    ratingSource !== undefined || rankingSources.length > 0
      ? (signal?: AbortSignal) =>
          asCallSource('background', () => predictAll(signal ?? new AbortController().signal))
      : undefined;
  return {
    syncNow,
    predictionsNow,
    youtubeSyncNow,
    cleanUpSessions,
    remindersNow: () => sweepReminders(reminderParts),
    telegramPoll,
    // Read while no one waits on them: behind the sync's calls and users' at the gates.
    refreshHandlesNow: (signal?: AbortSignal) =>
      asCallSource('background', () =>
        refreshDueHandles(handleDeps, signal ?? new AbortController().signal),
      ),
  };
}

export type ServerJobRuns = ReturnType<typeof serverJobRuns>;
