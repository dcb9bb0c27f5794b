import type { User } from '@contest-tracker/contract';

/** A signed-in user with nothing of their own yet, as `/user/profile` answers one. */
export const USER: User = {
  name: 'Ada',
  picture: null,
  email: 'ada@example.com',
  isadmin: false,
  bookmarks: [],
  hideSolutionLinks: false,
};
