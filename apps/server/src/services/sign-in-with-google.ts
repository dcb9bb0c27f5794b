import {
  ADMIN_SESSION_HOURS,
  hashSessionToken,
  MAX_SESSIONS_PER_USER,
  newSessionToken,
  SESSION_DAYS,
} from '#server/auth/session-token';
import { InvalidCredentialError, type VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Db } from '#server/db/database';
import { createSession } from '#server/db/sessions-repository';
import { rememberSignIn } from '#server/db/used-id-tokens-repository';
import { findUserByGoogleSub, upsertGoogleUser, type UserRow } from '#server/db/users-repository';
import { bindAdminIfListed } from './admin-binding';
import { isAdmin } from './admin-rights';
import { idTokenStillValid } from './id-token-validity';

/** How long a new session lasts: 12 hours for an admin, 30 days for everyone else. */
function sessionLifetimeMs(admin: boolean): number {
  return admin ? ADMIN_SESSION_HOURS * 3_600_000 : SESSION_DAYS * 86_400_000;
}

/**
 * Verifies the Google credential, then creates or refreshes the user and opens a session. A
 * credential signs in once (a copy of it cannot open a second session), and never when the user
 * signed out after it was issued.
 */
export async function signInWithGoogle(options: {
  db: Db;
  verify: VerifyGoogleCredential;
  credential: string;
  adminEmails: readonly string[];
  now: Date;
}): Promise<{ token: string; user: UserRow }> {
  const verified = await options.verify(options.credential);
  const token = newSessionToken();
  const user = await options.db.transaction(async (tx) => {
    // Refusing throws, which rolls back the remembering too.
    if (!(await rememberSignIn(tx, verified.key, verified.acceptedUntil))) {
      throw new InvalidCredentialError(
        'this Google credential has already been used to sign in; sign in with Google again',
      );
    }
    const existing = await findUserByGoogleSub(tx, verified.identity.sub);
    if (existing && !idTokenStillValid(existing, verified.issuedAt)) {
      throw new InvalidCredentialError(
        'this Google credential was issued before the account signed out; sign in with Google again',
      );
    }
    const row = await bindAdminIfListed(
      tx,
      await upsertGoogleUser(tx, verified.identity),
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
