import { ADMIN_SESSION_HOURS, hashSessionToken } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { deleteSession, deleteUserSessions, findSessionUser } from '#server/db/sessions-repository';
import type { UserRow } from '#server/db/users-repository';
import { isAdmin } from './admin-rights';

export interface SessionUser {
  user: UserRow;
  /** Undefined when the caller showed a Google ID token: nothing was stored, nothing to end. */
  tokenHash: string | undefined;
}

/**
 * The user an unexpired session token belongs to; tokens are only ever looked up by hash. A
 * session that is an admin's now ends 12 hours after sign-in, whenever it was meant to expire
 * (its user may have become the admin after signing in).
 */
export async function findSession(options: {
  db: Db;
  token: string;
  adminEmails: readonly string[];
  now: Date;
}): Promise<SessionUser | undefined> {
  const tokenHash = hashSessionToken(options.token);
  const found = await findSessionUser(options.db, tokenHash, options.now);
  if (!found) return undefined;
  const age = options.now.getTime() - found.createdAt.getTime();
  if (isAdmin(found.user, options.adminEmails) && age >= ADMIN_SESSION_HOURS * 3_600_000) {
    return undefined;
  }
  return { user: found.user, tokenHash };
}

export async function endSession(options: { db: Db; session: SessionUser }): Promise<void> {
  if (options.session.tokenHash === undefined) return;
  await deleteSession(options.db, options.session.tokenHash);
}

/** 'Sign out everywhere': every session of this user ends; nothing else of theirs changes. */
export async function endAllSessions(options: { db: Db; session: SessionUser }): Promise<number> {
  return deleteUserSessions(options.db, options.session.user.id);
}
