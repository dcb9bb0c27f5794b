import {
  seriesKey,
  seriesTitle,
  type HiddenSeries,
  type HiddenSeriesResponse,
} from '@contest-tracker/contract';
import { findContestById } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import {
  addHiddenSeries,
  countHiddenSeries,
  listHiddenKeys,
  listHiddenSeries,
  removeHiddenSeries,
  type HiddenSeriesRow,
  type HidingViewer,
} from '#server/db/hidden-series-repository';
import { AppError } from '#server/lib/app-error';

/** Each list request of a user who hides series carries their keys, so the list stays bounded. */
const MAX_HIDDEN_SERIES = 200;

const toApi = (row: HiddenSeriesRow): HiddenSeries => ({
  platform: row.platform,
  seriesKey: row.seriesKey,
  title: row.title,
  hiddenAt: row.createdAt.toISOString(),
});

export async function getHiddenSeries(db: Db, userId: number): Promise<HiddenSeriesResponse> {
  return { hiddenSeries: (await listHiddenSeries(db, userId)).map(toApi) };
}

/** Hides the series the contest belongs to; answers the user's whole list, as GET does. */
export async function hideSeriesOf(
  db: Db,
  userId: number,
  contestId: string,
): Promise<HiddenSeriesResponse> {
  await db.transaction(async (tx) => {
    const contest = await findContestById(tx, contestId);
    if (!contest) throw new AppError('not_found', `No contest with id '${contestId}'`);
    if ((await countHiddenSeries(tx, userId)) >= MAX_HIDDEN_SERIES) {
      throw new AppError(
        'conflict',
        `You can hide at most ${MAX_HIDDEN_SERIES} series; unhide some on your profile first.`,
      );
    }
    await addHiddenSeries(tx, {
      userId,
      platform: contest.platform,
      // The stored key when there is one, so the lists' SQL compares exactly what was hidden.
      seriesKey: contest.seriesKey ?? seriesKey(contest.platform, contest.title),
      title: seriesTitle(contest.title) || contest.title,
    });
  });
  return getHiddenSeries(db, userId);
}

export async function unhideSeries(
  db: Db,
  userId: number,
  key: string,
): Promise<HiddenSeriesResponse> {
  await removeHiddenSeries(db, userId, key);
  return getHiddenSeries(db, userId);
}

/** The viewer a list should hide for, or undefined when this user hides nothing. */
export async function hidingViewer(db: Db, userId: number): Promise<HidingViewer | undefined> {
  const keys = await listHiddenKeys(db, userId);
  return keys.length > 0 ? { userId, keys } : undefined;
}
