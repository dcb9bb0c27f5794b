import { and, desc, eq } from 'drizzle-orm';
import type { ContestRow } from './contests-repository';
import type { Db } from './database';
import { bookmarks, contests } from './schema';

/** Idempotent: bookmarking twice, even at the same instant, leaves one row. */
export async function addBookmark(db: Db, userId: number, contestId: string): Promise<void> {
  await db.insert(bookmarks).values({ userId, contestId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: number, contestId: string): Promise<void> {
  await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.contestId, contestId)));
}

export async function listBookmarkIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ contestId: bookmarks.contestId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.contestId));
  return rows.map((row) => row.contestId);
}

/** The contests as they are now (a solution added later shows), most recent bookmark first. */
export async function listBookmarkedContests(
  db: Db,
  options: { userId: number; page: number; pageSize: number },
): Promise<{ rows: ContestRow[]; hasMore: boolean }> {
  const rows = await db
    .select({ contest: contests })
    .from(bookmarks)
    .innerJoin(contests, eq(contests.id, bookmarks.contestId))
    .where(eq(bookmarks.userId, options.userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.contestId))
    .limit(options.pageSize + 1)
    .offset(options.page * options.pageSize);
  return {
    rows: rows.slice(0, options.pageSize).map((row) => row.contest),
    hasMore: rows.length > options.pageSize,
  };
}
