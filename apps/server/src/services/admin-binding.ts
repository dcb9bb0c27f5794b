import type { Db } from '#server/db/database';
import { claimAdminEmail, releaseAdminEmail, type UserRow } from '#server/db/users-repository';

/**
 * Called with a freshly verified Google identity only: the first account to sign in with an
 * ADMIN_EMAILS address holds it from then on (see `isAdmin`), until an operator unbinds it.
 */
export async function bindAdminIfListed(
  db: Db,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const email = user.email.toLowerCase();
  if (!adminEmails.includes(email) || user.adminEmail === email) return user;
  return claimAdminEmail(db, user, email);
}

/** The operator's reset (`npm run admin:unbind`): the next account to sign in with it is bound. */
export function unbindAdmin(db: Db, email: string): Promise<boolean> {
  return releaseAdminEmail(db, email.trim().toLowerCase());
}
