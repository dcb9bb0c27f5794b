import type { Logger } from '#server/lib/logger';

export interface SchedulerOptions {
  /** The job's name, on each of its log lines (`job`) and in their message: 'sync', 'reminders', … */
  name: string;
  intervalMinutes: number;
  run: (signal: AbortSignal) => Promise<{ ran: true } | { ran: false; reason: string }>;
  /** Waited for before the first run (the YouTube source waits for the first contest sync). */
  after?: Promise<unknown>;
  logger: Logger;
  /**
   * After a failure, wait `firstMs` instead of the interval, doubling with each failure in a row up
   * to `maxMs`; the streak is logged once when it starts and once when it ends, not per failure.
   */
  backoff?: { firstMs: number; maxMs: number };
}

/** Runs now, then every interval after the previous run ends (runs never overlap). */
export function startSyncScheduler(options: SchedulerOptions) {
  const { name, logger, backoff } = options;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let failures = 0;

  const nextDelayMs = () => {
    if (backoff && failures > 0) {
      return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(failures - 1, 30));
    }
    return options.intervalMinutes * 60_000;
  };
  const succeeded = () => {
    if (backoff && failures > 0) {
      logger.info({ job: name, failures }, `${name} recovered after ${failures} failures in a row`);
    }
    failures = 0;
  };
  const failed = (error: unknown) => {
    failures += 1;
    if (!backoff) {
      logger.error({ job: name, err: error }, `${name} failed`);
    } else if (failures === 1) {
      const retryInMs = nextDelayMs();
      logger.error(
        { job: name, err: error, retryInMs },
        `${name} failed; retrying with backoff (up to ${backoff.maxMs / 1000} s apart), quiet until it recovers`,
      );
    }
  };

  const tick = () => {
    current = options
      .run(controller.signal)
      .then((report) => {
        succeeded();
        if (!report.ran) logger.info({ job: name, reason: report.reason }, `${name} skipped`);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) failed(error);
      })
      .finally(() => {
        if (!controller.signal.aborted && options.intervalMinutes > 0) {
          timer = setTimeout(tick, nextDelayMs());
        }
      });
  };
  if (options.after) {
    current = options.after.then(
      () => {
        if (!controller.signal.aborted) tick();
      },
      () => {
        if (!controller.signal.aborted) tick();
      },
    );
  } else {
    tick();
  }

  return {
    async stop() {
      controller.abort(new Error('server shutting down'));
      clearTimeout(timer);
      await current;
    },
  };
}
