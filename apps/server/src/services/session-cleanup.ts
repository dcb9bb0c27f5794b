import type { Db } from '#server/db/database';
import { deleteExpiredSessions } from '#server/db/sessions-repository';
import { deleteExpiredIdTokens } from '#server/db/used-id-tokens-repository';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';

export const SESSION_CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes every user's expired sessions, and the used sign-in tokens that could no longer be
 * accepted anyway; answers how many rows went.
 */
export async function cleanUpExpiredSessions(options: { db: Db; clock: Clock }): Promise<number> {
  const now = options.clock.now();
  const sessions = await deleteExpiredSessions(options.db, now);
  return sessions + (await deleteExpiredIdTokens(options.db, now));
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
        if (deleted > 0)
          options.logger.info({ deleted }, 'expired sessions and used sign-in tokens deleted');
      },
      (error: unknown) => {
        options.logger.warn(
          { job: 'session-cleanup', err: error },
          'session-cleanup failed: expired sessions and used sign-in tokens could not be deleted',
        );
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
