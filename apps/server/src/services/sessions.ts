import { hashSessionToken } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { deleteSession, findSessionUser } from '#server/db/sessions-repository';
import type { UserRow } from '#server/db/users-repository';

export interface SessionUser {
  user: UserRow;
  /** Undefined when the caller showed a Google ID token: nothing was stored, nothing to end. */
  tokenHash: string | undefined;
}

/** The user an unexpired session token belongs to; tokens are only ever looked up by hash. */
export async function findSession(options: {
  db: Db;
  token: string;
  now: Date;
}): Promise<SessionUser | undefined> {
  const tokenHash = hashSessionToken(options.token);
  const user = await findSessionUser(options.db, tokenHash, options.now);
  return user ? { user, tokenHash } : undefined;
}

export async function endSession(options: { db: Db; session: SessionUser }): Promise<void> {
  if (options.session.tokenHash === undefined) return;
  await deleteSession(options.db, options.session.tokenHash);
}
