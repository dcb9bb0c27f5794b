import {
  ADMIN_SESSION_HOURS,
  hashSessionToken,
  MAX_SESSIONS_PER_USER,
  newSessionToken,
  SESSION_DAYS,
} from '#server/auth/session-token';
import type { VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Db } from '#server/db/database';
import { createSession } from '#server/db/sessions-repository';
import { upsertGoogleUser, type UserRow } from '#server/db/users-repository';
import { bindAdminIfListed } from './admin-binding';
import { isAdmin } from './admin-rights';

/** How long a new session lasts: 12 hours for an admin, 30 days for everyone else. */
function sessionLifetimeMs(admin: boolean): number {
  return admin ? ADMIN_SESSION_HOURS * 3_600_000 : SESSION_DAYS * 86_400_000;
}

/** Verifies the Google credential, then creates or refreshes the user and opens a session. */
export async function signInWithGoogle(options: {
  db: Db;
  verify: VerifyGoogleCredential;
  credential: string;
  adminEmails: readonly string[];
  now: Date;
}): Promise<{ token: string; user: UserRow }> {
  const identity = await options.verify(options.credential);
  const token = newSessionToken();
  const user = await options.db.transaction(async (tx) => {
    const row = await bindAdminIfListed(
      tx,
      await upsertGoogleUser(tx, identity),
      options.adminEmails,
    );
    await createSession(tx, {
      tokenHash: hashSessionToken(token),
      userId: row.id,
      expiresAt: new Date(
        options.now.getTime() + sessionLifetimeMs(isAdmin(row, options.adminEmails)),
      ),
      now: options.now,
      keepAtMost: MAX_SESSIONS_PER_USER,
    });
    return row;
  });
  return { token, user };
}
