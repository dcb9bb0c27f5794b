import type { ApiBookmarksResponse } from '@contest-tracker/contract';
import {
  addBookmark,
  listBookmarkedContests,
  removeBookmark,
} from '#server/db/bookmarks-repository';
import { findContestById } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { toOurContest } from './to-our-contest';

const BOOKMARKS_PAGE_SIZE = 12;

export async function bookmarkContest(options: { db: Db; userId: number; contestId: string }) {
  if (!(await findContestById(options.db, options.contestId))) {
    throw new AppError('not_found', `No contest with id '${options.contestId}'`);
  }
  await addBookmark(options.db, options.userId, options.contestId);
}

export async function unbookmarkContest(options: { db: Db; userId: number; contestId: string }) {
  await removeBookmark(options.db, options.userId, options.contestId);
}

export async function getBookmarksPage(options: {
  db: Db;
  userId: number;
  page: number;
  now: Date;
  /** 'time': running, upcoming soonest first, then past newest first; else the latest bookmarked first. */
  order?: 'time' | 'bookmarked';
}): Promise<ApiBookmarksResponse> {
  const { rows, hasMore } = await listBookmarkedContests(options.db, {
    userId: options.userId,
    page: options.page,
    pageSize: BOOKMARKS_PAGE_SIZE,
    ...(options.order === 'time' ? { byTimeAt: options.now } : {}),
  });
  return {
    contests: rows.map((row) => toOurContest(row, options.now)),
    page: options.page,
    pageSize: BOOKMARKS_PAGE_SIZE,
    hasMore,
  };
}
