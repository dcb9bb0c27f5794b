import { InvalidCredentialError, type VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Db } from '#server/db/database';
import { upsertGoogleUser } from '#server/db/users-repository';
import { bindAdminIfListed } from './admin-binding';
import type { SessionUser } from './sessions';

/**
 * The first client's credential: a Google ID token sent on every call. Verified exactly as
 * sign-in verifies it, the user created or refreshed (and an admin address bound) like sign-in
 * does, and nothing stored, so it is good for as long as Google's token (an hour at most).
 * Undefined for a token we refuse.
 */
export async function userFromGoogleIdToken(options: {
  db: Db;
  verify: VerifyGoogleCredential;
  credential: string;
  adminEmails: readonly string[];
}): Promise<SessionUser | undefined> {
  let identity;
  try {
    identity = await options.verify(options.credential);
  } catch (error) {
    if (error instanceof InvalidCredentialError) return undefined;
    throw error;
  }
  const user = await options.db.transaction(async (tx) =>
    bindAdminIfListed(tx, await upsertGoogleUser(tx, identity), options.adminEmails),
  );
  return { user, tokenHash: undefined };
}
