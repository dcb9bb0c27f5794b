import type { User } from '@contest-tracker/contract';
import { listBookmarkIds } from '#server/db/bookmarks-repository';
import type { Db } from '#server/db/database';
import { hasResults } from '#server/db/handles-repository';
import type { UserRow } from '#server/db/users-repository';
import { isAdmin } from './admin-rights';

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
    hasResults: await hasResults(options.db, options.user.id),
  };
}
