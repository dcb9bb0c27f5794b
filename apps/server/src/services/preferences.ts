import type { Preferences } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { setHideSolutionLinks } from '#server/db/users-repository';

/** Saves the signed-in user's own settings. */
export async function savePreferences(options: {
  db: Db;
  userId: number;
  preferences: Preferences;
}): Promise<Preferences> {
  await setHideSolutionLinks(options.db, options.userId, options.preferences.hideSolutionLinks);
  return options.preferences;
}
