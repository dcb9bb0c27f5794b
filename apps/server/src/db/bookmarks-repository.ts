import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContestRow } from './contests-repository';
import type { Db } from './database';
import { bookmarks, contests, users } from './schema';

/** Every change to a user's bookmarks raises their revision, in the same transaction. */
async function bumpRevision(db: Db, userId: number) {
  await db
    .update(users)
    .set({ bookmarksRevision: sql`${users.bookmarksRevision} + 1` })
    .where(eq(users.id, userId));
}

/** Idempotent: bookmarking twice, even at the same instant, leaves one row. */
export async function addBookmark(db: Db, userId: number, contestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(bookmarks).values({ userId, contestId }).onConflictDoNothing();
    await bumpRevision(tx, userId);
  });
}

export async function removeBookmark(db: Db, userId: number, contestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.contestId, contestId)));
    await bumpRevision(tx, userId);
  });
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
