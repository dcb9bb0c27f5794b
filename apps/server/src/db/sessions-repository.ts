import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from './database';
import { sessions, users } from './schema';
import type { UserRow } from './users-repository';

export async function createSession(
  db: Db,
  session: { tokenHash: string; userId: number; expiresAt: Date; now: Date; keepAtMost: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Housekeeping while we are here: this user's expired sessions go.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, session.userId), lte(sessions.expiresAt, session.now)));
    await tx.insert(sessions).values({
      tokenHash: session.tokenHash,
      userId: session.userId,
      createdAt: session.now,
      expiresAt: session.expiresAt,
    });
    // Past the cap the oldest go; the new one is never among them, even at an equal instant.
    const surplus = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, session.userId))
      .orderBy(
        desc(sql`${sessions.tokenHash} = ${session.tokenHash}`),
        desc(sessions.createdAt),
        desc(sessions.tokenHash),
      )
      .offset(session.keepAtMost);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, session.userId), inArray(sessions.tokenHash, surplus)));
  });
}

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; createdAt: Date; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of one user; answers how many ended. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Every user's expired sessions: one index range delete, safe for any number of instances. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}
