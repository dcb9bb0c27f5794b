import { hashSessionToken, newSessionToken, SESSION_DAYS } from '#server/auth/session-token';
import type { VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Db } from '#server/db/database';
import { createSession } from '#server/db/sessions-repository';
import { upsertGoogleUser, type UserRow } from '#server/db/users-repository';

/** Verifies the Google credential, then creates or refreshes the user and opens a session. */
export async function signInWithGoogle(options: {
  db: Db;
  verify: VerifyGoogleCredential;
  credential: string;
  now: Date;
}): Promise<{ token: string; user: UserRow }> {
  const identity = await options.verify(options.credential);
  const token = newSessionToken();
  const user = await options.db.transaction(async (tx) => {
    const row = await upsertGoogleUser(tx, identity);
    await createSession(tx, {
      tokenHash: hashSessionToken(token),
      userId: row.id,
      expiresAt: new Date(options.now.getTime() + SESSION_DAYS * 86_400_000),
      now: options.now,
    });
    return row;
  });
  return { token, user };
}
