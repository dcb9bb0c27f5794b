import type { ApiContest } from '@contest-tracker/contract';
import { findContestById } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { toOurContest } from './to-our-contest';

/** One contest as the lists show it; 404 for an id we do not have. */
export async function getContest(options: { db: Db; id: string; now: Date }): Promise<ApiContest> {
  const row = await findContestById(options.db, options.id);
  if (!row) throw new AppError('not_found', `No contest with id '${options.id}'`);
  return toOurContest(row, options.now);
}

/** Whether we have a contest with this id (its page is then answered 200, else 404). */
export async function contestExists(db: Db, id: string): Promise<boolean> {
  return (await findContestById(db, id)) !== undefined;
}
