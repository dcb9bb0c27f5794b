import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { replaceHandleRow } from './replace-handle-row';
import { userHandles } from './schema-handles';

export type LinkVerifiedOutcome =
  | { linked: true }
  /** The user has verified another handle on the platform: they unlink it first. */
  | { linked: false; reason: 'has-another'; handle: string }
  /** Another user has verified this handle: the unique index over verified handles says so. */
  | { linked: false; reason: 'taken' };

/**
 * Links a handle the platform itself vouched for (Sign in with Codeforces): verified at once, no
 * challenge. A pending link on the platform is replaced (its results go with it); the same
 * handle verified already stays as it is. One transaction: nothing half-written.
 */
export async function linkVerifiedHandle(
  db: Db,
  row: { userId: number; platform: string; handle: string; at: Date },
): Promise<LinkVerifiedOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const mine = and(eq(userHandles.userId, row.userId), eq(userHandles.platform, row.platform));
      const [current] = await tx.select().from(userHandles).where(mine).for('update');
      const same = current?.handle.toLowerCase() === row.handle.toLowerCase();
      if (current?.verifiedAt) {
        return same
          ? { linked: true as const }
          : { linked: false as const, reason: 'has-another' as const, handle: current.handle };
      }
      await replaceHandleRow(tx, row, {
        verifiedAt: row.at,
        challenge: null,
        challengeIssuedAt: null,
        challengeExpiresAt: null,
      });
      return { linked: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { linked: false, reason: 'taken' };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}
