import type { User } from '@contest-tracker/contract';
import { listBookmarkIds } from '#server/db/bookmarks-repository';
import type { Db } from '#server/db/database';
import type { UserRow } from '#server/db/users-repository';

/**
 * Decided at every request: the email must be listed in ADMIN_EMAILS now (removing it takes effect
 * at once) and be the address this Google account was bound to as admin (see admin-binding.ts), so
 * another account that later gets the address is not an admin.
 */
export function isAdmin(user: UserRow, adminEmails: readonly string[]): boolean {
  const email = user.email.toLowerCase();
  return adminEmails.includes(email) && user.adminEmail === email;
}

export async function getProfile(options: {
  db: Db;
  user: UserRow;
  adminEmails: readonly string[];
}): Promise<User> {
  return {
    name: options.user.name,
    picture: options.user.picture,
    email: options.user.email,
    isadmin: isAdmin(options.user, options.adminEmails),
    bookmarks: await listBookmarkIds(options.db, options.user.id),
    hideSolutionLinks: options.user.hideSolutionLinks,
  };
}
