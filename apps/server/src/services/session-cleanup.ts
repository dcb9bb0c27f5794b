import type { Db } from '#server/db/database';
import { deleteExpiredSessions } from '#server/db/sessions-repository';
import { deleteExpiredIdTokens } from '#server/db/used-id-tokens-repository';
import type { Clock } from '#server/lib/clock';

/** Hourly, at start-up first (a job, `jobs/server-jobs.ts`): it needs no lock across instances. */
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
