import { and, eq, lte } from 'drizzle-orm';
import type { Db } from './database';
import { oauthStates } from './schema-handles';

/** Keeps a new state for the user (and drops the expired ones, so the table stays small). */
export async function saveOAuthState(
  db: Db,
  row: { stateHash: string; userId: number; platform: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(oauthStates).where(lte(oauthStates.expiresAt, row.now));
    await tx.insert(oauthStates).values({
      stateHash: row.stateHash,
      userId: row.userId,
      platform: row.platform,
      expiresAt: row.expiresAt,
    });
  });
}

/**
 * Redeems a state once: the row is deleted by the same statement that reads it, so of two
 * callbacks with one state (two instances, a replay) only one gets its user. An expired state is
 * deleted too and answers undefined.
 */
export async function takeOAuthState(
  db: Db,
  row: { stateHash: string; platform: string; now: Date },
): Promise<{ userId: number } | undefined> {
  const [taken] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, row.stateHash), eq(oauthStates.platform, row.platform)))
    .returning({ userId: oauthStates.userId, expiresAt: oauthStates.expiresAt });
  if (!taken || taken.expiresAt <= row.now) return undefined;
  return { userId: taken.userId };
}
