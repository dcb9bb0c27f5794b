import { InvalidCredentialError, type VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Db } from '#server/db/database';
import { upsertGoogleUser } from '#server/db/users-repository';
import type { SessionUser } from './sessions';

/**
 * The first client's credential: a Google ID token sent on every call. Verified exactly as
 * sign-in verifies it, the user created or refreshed like sign-in does, and nothing stored, so
 * it is good for as long as Google's token (about an hour). Undefined for a token we refuse.
 */
export async function userFromGoogleIdToken(options: {
  db: Db;
  verify: VerifyGoogleCredential;
  credential: string;
}): Promise<SessionUser | undefined> {
  let identity;
  try {
    identity = await options.verify(options.credential);
  } catch (error) {
    if (error instanceof InvalidCredentialError) return undefined;
    throw error;
  }
  return { user: await upsertGoogleUser(options.db, identity), tokenHash: undefined };
}
