import type { Db } from '#server/db/database';
import { setVideoSolution } from '#server/db/contests-repository';
import type { UserRow } from '#server/db/users-repository';
import { AppError } from '#server/lib/app-error';
import { isAdmin } from './get-profile';

/** Attaches (or with `null` removes) a contest's solution video: admins only. */
export async function setSolution(options: {
  db: Db;
  user: UserRow;
  adminEmails: readonly string[];
  contestId: string;
  videoSolution: string | null;
}): Promise<void> {
  if (!isAdmin(options.user, options.adminEmails)) {
    throw new AppError('forbidden', 'Only admins can add solution links.');
  }
  if (!(await setVideoSolution(options.db, options.contestId, options.videoSolution))) {
    throw new AppError('not_found', `No contest with id '${options.contestId}'`);
  }
}
