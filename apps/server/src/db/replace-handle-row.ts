import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { userHandles, userResults, userSolvedProblems, userUpsolve } from './schema-handles';

/** How the new link stands: verified at once, or waiting on a challenge. */
type LinkState = Pick<
  typeof userHandles.$inferInsert,
  'verifiedAt' | 'challenge' | 'challengeIssuedAt' | 'challengeExpiresAt'
>;

/**
 * Puts `handle` in the user's row for the platform, inserted or overwritten, with nothing read
 * of it yet; the results and upsolve list of the handle it replaces go with it. Called inside
 * the caller's transaction (linking by a challenge, or a handle the platform vouched for).
 */
export async function replaceHandleRow(
  tx: Db,
  row: { userId: number; platform: string; handle: string },
  state: LinkState,
): Promise<void> {
  const ofPlatform = (table: typeof userResults | typeof userUpsolve | typeof userSolvedProblems) =>
    and(eq(table.userId, row.userId), eq(table.platform, row.platform));
  await tx.delete(userResults).where(ofPlatform(userResults));
  await tx.delete(userUpsolve).where(ofPlatform(userUpsolve));
  await tx.delete(userSolvedProblems).where(ofPlatform(userSolvedProblems));
  const values = {
    handle: row.handle,
    ...state,
    lastFetchedAt: null,
    fetchError: null,
    submissionsCursor: null,
  };
  await tx
    .insert(userHandles)
    .values({ userId: row.userId, platform: row.platform, ...values })
    .onConflictDoUpdate({ target: [userHandles.userId, userHandles.platform], set: values });
}
