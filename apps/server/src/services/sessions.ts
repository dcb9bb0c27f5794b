import { ADMIN_SESSION_HOURS, hashSessionToken } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { deleteSession, deleteUserSessions, findSessionUser } from '#server/db/sessions-repository';
import { endIdTokensBefore, type UserRow } from '#server/db/users-repository';
import { isAdmin } from './admin-rights';
import type { HeldSessions } from './held-sessions';

export interface SessionUser {
  user: UserRow;
  /** Undefined when the caller showed a Google ID token: nothing was stored, nothing to end. */
  tokenHash: string | undefined;
}

/**
 * The user an unexpired session token belongs to; tokens are only ever looked up by hash. A
 * session that is an admin's now ends 12 hours after sign-in, whenever it was meant to expire
 * (its user may have become the admin after signing in). A session held in memory (decision
 * 060) meets the same rules at every use, against `now` and today's ADMIN_EMAILS.
 */
export async function findSession(options: {
  db: Db;
  held: HeldSessions;
  token: string;
  adminEmails: readonly string[];
  now: Date;
}): Promise<SessionUser | undefined> {
  const { held, now } = options;
  const tokenHash = hashSessionToken(options.token);
  const found = await held.find(tokenHash, now.getTime(), () =>
    findSessionUser(options.db, tokenHash, now),
  );
  if (!found) return undefined;
  if (found.expiresAt.getTime() <= now.getTime()) return undefined;
  const age = now.getTime() - found.createdAt.getTime();
  if (isAdmin(found.user, options.adminEmails) && age >= ADMIN_SESSION_HOURS * 3_600_000) {
    return undefined;
  }
  return { user: found.user, tokenHash };
}

/**
 * Logout: this session ends, and so do the user's Google ID tokens issued before now (the one
 * this session was signed in with, or the one that is the credential; an ID token does not say
 * which device holds it, so all of them go, at most an hour's worth). Other sessions stay.
 */
export async function endSession(options: {
  db: Db;
  held: HeldSessions;
  session: SessionUser;
  now: Date;
}): Promise<void> {
  const { session } = options;
  try {
    await options.db.transaction(async (tx) => {
      if (session.tokenHash !== undefined) await deleteSession(tx, session.tokenHash);
      await endIdTokensBefore(tx, session.user.id, options.now);
    });
  } finally {
    // After the commit: a lookup that read the row before it is not held (see held-sessions).
    if (session.tokenHash !== undefined) options.held.forgetToken(session.tokenHash);
  }
}

/**
 * 'Sign out everywhere': every session of this user ends, and every Google ID token issued before
 * now; nothing else of theirs changes.
 */
export async function endAllSessions(options: {
  db: Db;
  held: HeldSessions;
  session: SessionUser;
  now: Date;
}): Promise<number> {
  const userId = options.session.user.id;
  try {
    return await options.db.transaction(async (tx) => {
      await endIdTokensBefore(tx, userId, options.now);
      return deleteUserSessions(tx, userId);
    });
  } finally {
    options.held.forgetUser(userId);
  }
}
