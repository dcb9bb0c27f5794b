import type { Db } from '#server/db/database';
import { setVideoSolution } from '#server/db/contests-repository';
import type { UserRow } from '#server/db/users-repository';
import { AppError } from '#server/lib/app-error';
import { isAdmin } from './get-profile';

export const NOT_ENDED_MESSAGE =
  'Solutions can be added only after the contest has ended (contest rules forbid sharing them while it runs).';

/** Attaches (or with `null` removes) a contest's solution video: admins only, ended contests only. */
export async function setSolution(options: {
  db: Db;
  user: UserRow;
  adminEmails: readonly string[];
  contestId: string;
  videoSolution: string | null;
  now: Date;
}): Promise<void> {
  if (!isAdmin(options.user, options.adminEmails)) {
    throw new AppError('forbidden', 'Only admins can add solution links.');
  }
  const outcome = await setVideoSolution(
    options.db,
    options.contestId,
    options.videoSolution,
    options.now,
  );
  if (outcome === 'not_found') {
    throw new AppError('not_found', `No contest with id '${options.contestId}'`);
  }
  if (outcome === 'not_ended') throw new AppError('conflict', NOT_ENDED_MESSAGE);
}
