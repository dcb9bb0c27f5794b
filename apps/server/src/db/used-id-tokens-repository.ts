import { lte } from 'drizzle-orm';
import type { Db } from './database';
import { usedIdTokens } from './schema';

/**
 * Remembers that the token with this key signed in, until `expiresAt`; false if it already had.
 * The primary key decides between two instances at once: one insert wins, the other finds it.
 */
export async function rememberSignIn(db: Db, tokenKey: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedIdTokens)
    .values({ tokenKey, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenKey: usedIdTokens.tokenKey });
  return inserted.length > 0;
}

/** Tokens that can no longer be accepted anyway need no remembering. */
export async function deleteExpiredIdTokens(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(usedIdTokens)
    .where(lte(usedIdTokens.expiresAt, now))
    .returning({ tokenKey: usedIdTokens.tokenKey });
  return gone.length;
}
