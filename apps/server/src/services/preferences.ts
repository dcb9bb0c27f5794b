import {
  PLATFORM_IDS,
  type AllPreferences,
  type Preferences,
  type PutPreferences,
} from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  readPreferences,
  setHideSolutionLinks,
  writePreferences,
} from '#server/db/users-repository';
import { AppError } from '#server/lib/app-error';

/** Saves the signed-in user's own settings (`POST /user/preferences`, the first one only). */
export async function savePreferences(options: {
  db: Db;
  userId: number;
  preferences: Preferences;
}): Promise<Preferences> {
  await setHideSolutionLinks(options.db, options.userId, options.preferences.hideSolutionLinks);
  return options.preferences;
}

/** Every preference of the user, as `GET /user/preferences` answers. */
export async function getAllPreferences(db: Db, userId: number): Promise<AllPreferences> {
  const row = await readPreferences(db, userId);
  if (!row) throw new AppError('not_found', 'No such user');
  // A platform that left the registry since it was chosen is no longer offered.
  const platforms = row.platforms?.flatMap((id) => PLATFORM_IDS.filter((known) => known === id));
  return {
    hideSolutionLinks: row.hideSolutionLinks,
    platforms: platforms && platforms.length > 0 ? platforms : null,
    length: row.length,
    view: row.view,
  };
}

/** `PUT /user/preferences`: the filters and view (and `hideSolutionLinks` when given). */
export async function putPreferences(
  db: Db,
  userId: number,
  body: PutPreferences,
): Promise<AllPreferences> {
  await writePreferences(db, userId, body);
  return getAllPreferences(db, userId);
}
