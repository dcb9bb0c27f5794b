import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from './database';
import { sessions, users } from './schema';
import type { UserRow } from './users-repository';

export async function createSession(
  db: Db,
  session: { tokenHash: string; userId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Housekeeping while we are here: this user's expired sessions go.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, session.userId), lte(sessions.expiresAt, session.now)));
    await tx.insert(sessions).values({
      tokenHash: session.tokenHash,
      userId: session.userId,
      expiresAt: session.expiresAt,
    });
  });
}

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
