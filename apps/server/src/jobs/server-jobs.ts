import type { Config } from '#server/config/env';
import type { Logger } from '#server/lib/logger';
import { SESSION_CLEANUP_INTERVAL_MS } from '#server/services/session-cleanup';
import type { Jobs } from './jobs';
import type { ServerJobRuns } from './server-job-runs';

const MINUTE_MS = 60_000;
/**
 * Long polling: each call waits up to 25 s for updates, the next starts a second after. Telegram
 * unreachable: grammY's own loop waits 3 s between tries; this one starts there and doubles, to
 * 5 minutes.
 */
const TELEGRAM_POLL = { intervalMs: 1_000, backoff: { firstMs: 3_000, maxMs: 5 * MINUTE_MS } };

/**
 * Puts the server's jobs on their timers. `timed` false (tests) leaves the sync, YouTube, the
 * reminders and Telegram polling listed but off the timers: tests run them and move the clock.
 */
export function scheduleServerJobs(options: {
  jobs: Jobs;
  runs: ServerJobRuns;
  config: Config;
  timed: boolean;
  log: Logger;
}) {
  const { jobs, runs, config, timed, log } = options;
  const minutes = (n: number) => (timed ? n * MINUTE_MS : 0);
  let firstSyncDone: () => void = () => undefined;
  const firstSync = new Promise<void>((resolve) => {
    firstSyncDone = resolve;
  });
  const syncTimed = minutes(config.SYNC_INTERVAL_MINUTES) > 0;
  // One instance at a time runs each of these, once per interval between them all (issue 51);
  // the reminders' outbox and Telegram's polling share their work their own ways.
  const leased = { lease: true };
  jobs.onDemand('handles-refresh');
  jobs.every(
    'sync',
    minutes(config.SYNC_INTERVAL_MINUTES),
    async (signal) => {
      const report = await runs.syncNow(signal).finally(firstSyncDone);
      // The instance that synced reads the handles that are due, behind the same gates.
      if (report.ran) await jobs.run('handles-refresh', runs.refreshHandlesNow, signal, true);
      return report;
    },
    leased,
  );
  const { youtubeSyncNow, telegramPoll } = runs;
  if (youtubeSyncNow) {
    // Videos are matched against contests: the first run waits for the first contest sync.
    jobs.every(
      'youtube-sync',
      minutes(config.YOUTUBE_SYNC_MINUTES),
      youtubeSyncNow,
      syncTimed ? { after: firstSync, lease: true } : { lease: true },
    );
  }
  jobs.onDemand('upsolve-refresh');
  const { predictionsNow } = runs;
  // Rating predictions (issue 49): each run enlists rounds that ended and steps the due ones; two
  // instances at once would read the same standings through the one gate. Rounds are enlisted
  // from the stored contests: the first run waits for the first sync, not a minute after it.
  if (predictionsNow) {
    const after = syncTimed ? { after: firstSync } : {};
    jobs.every('rating-predictions', minutes(1), predictionsNow, { ...after, ...leased });
  }
  // A sweep another instance is planning still sends what is due: never 'skipped'.
  jobs.every('reminders', timed ? config.REMINDER_SWEEP_SECONDS * 1000 : 0, async () => {
    await runs.remindersNow();
  });
  if (telegramPoll) {
    jobs.every(
      'telegram-poll',
      timed ? TELEGRAM_POLL.intervalMs : 0,
      (signal) => telegramPoll({ timeoutSeconds: 25, signal }),
      // A pause between long polls: no herd to spread.
      { jitter: 0, backoff: TELEGRAM_POLL.backoff },
    );
  }
  // Timed or not; under the lease, one instance of them all deletes, once an interval.
  jobs.every(
    'session-cleanup',
    SESSION_CLEANUP_INTERVAL_MS,
    async () => {
      const deleted = await runs.cleanUpSessions();
      if (deleted > 0) log.info({ deleted }, 'expired sessions and used sign-in tokens deleted');
    },
    leased,
  );
}
