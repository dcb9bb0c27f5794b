import type { UserRow } from '#server/db/users-repository';

/**
 * Whether a Google ID token issued at `issuedAt` may still act for this user: not when the user
 * signed out (one session or all) after it was issued. Google's `iat` counts whole seconds, so the
 * second of the sign-out itself still counts as after: refusing it would refuse a sign-in made
 * straight after signing out, while a token stolen before the sign-out is older than that.
 */
export function idTokenStillValid(user: Pick<UserRow, 'idTokensValidAfter'>, issuedAt: Date) {
  const after = user.idTokensValidAfter;
  if (after === null) return true;
  return issuedAt.getTime() >= Math.floor(after.getTime() / 1000) * 1000;
}
