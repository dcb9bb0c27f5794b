import type { Db } from '#server/db/database';
import { deleteExpiredSessions } from '#server/db/sessions-repository';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';

export const SESSION_CLEANUP_INTERVAL_MS = 60 * 60_000;

/** Deletes every user's expired sessions; answers how many went. */
export function cleanUpExpiredSessions(options: { db: Db; clock: Clock }): Promise<number> {
  return deleteExpiredSessions(options.db, options.clock.now());
}

/**
 * Runs the cleanup at start-up and then every hour. It needs no lock: each instance's delete is
 * cheap and harmless next to another's. A failure (the database away) is logged and retried at
 * the next tick.
 */
export function startSessionCleanup(options: {
  run: () => Promise<number>;
  logger: Logger;
  intervalMs?: number;
}) {
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = options.run().then(
      (deleted) => {
        if (deleted > 0) options.logger.info({ deleted }, 'expired sessions deleted');
      },
      (error: unknown) => {
        options.logger.warn({ err: error }, 'expired sessions could not be deleted');
      },
    );
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? SESSION_CLEANUP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
