import type { Db } from '#server/db/database';
import { claimAdminEmail, releaseAdminEmail, type UserRow } from '#server/db/users-repository';

/** Whether signing in would bind (or try to bind) an ADMIN_EMAILS address to this account. */
export function wantsAdminBinding(user: UserRow, adminEmails: readonly string[]): boolean {
  const email = user.email.toLowerCase();
  return adminEmails.includes(email) && user.adminEmail !== email;
}

/**
 * Called with a freshly verified Google identity only: the first account to sign in with an
 * ADMIN_EMAILS address holds it from then on (see `isAdmin`), until an operator unbinds it.
 */
export async function bindAdminIfListed(
  db: Db,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<UserRow> {
  if (!wantsAdminBinding(user, adminEmails)) return user;
  return claimAdminEmail(db, user, user.email.toLowerCase());
}

/** The operator's reset (`npm run admin:unbind`): the next account to sign in with it is bound. */
export function unbindAdmin(db: Db, email: string): Promise<boolean> {
  return releaseAdminEmail(db, email.trim().toLowerCase());
}
