import type { Logger } from '#server/lib/logger';

export interface SchedulerOptions {
  intervalMinutes: number;
  run: (signal: AbortSignal) => Promise<{ ran: true } | { ran: false; reason: string }>;
  /** Waited for before the first run (the YouTube source waits for the first contest sync). */
  after?: Promise<unknown>;
  logger: Logger;
}

/** Syncs now, then every interval after the previous run ends (runs never overlap). */
export function startSyncScheduler(options: SchedulerOptions) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = () => {
    current = options
      .run(controller.signal)
      .then((report) => {
        if (!report.ran) options.logger.info({ reason: report.reason }, 'sync skipped');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) options.logger.error({ err: error }, 'sync crashed');
      })
      .finally(() => {
        if (!controller.signal.aborted && options.intervalMinutes > 0) {
          timer = setTimeout(tick, options.intervalMinutes * 60_000);
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
