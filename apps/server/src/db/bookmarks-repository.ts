import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * By time: running (ending soonest first), then upcoming (starting soonest first), then past
 * (newest first), as My Bookmarks reads them (issue 48).
 */
function byTime(at: Date): SQL[] {
  // A bare Date inside raw SQL reaches postgres-js as Date.toString(); pass an ISO instant.
  const now = sql`${at.toISOString()}::timestamptz`;
  const past = sql`${contests.endsAt} <= ${now}`;
  const upcoming = sql`${contests.startsAt} > ${now}`;
  return [
    sql`case when ${past} then 2 when ${upcoming} then 1 else 0 end`,
    sql`case when not ${past} and not ${upcoming} then ${contests.endsAt} end`,
    sql`case when ${upcoming} then ${contests.startsAt} end`,
    sql`case when ${past} then ${contests.startsAt} end desc`,
    // Ties as the past list breaks them (id descending), the others by id.
    sql`case when ${past} then ${contests.id} end desc`,
    asc(contests.id),
  ];
}

/**
 * The contests as they are now (a solution added later shows): most recent bookmark first (the
 * first client's order), or by time when `byTimeAt` (now) is given.
 */
export async function listBookmarkedContests(
  db: Db,
  options: { userId: number; page: number; pageSize: number; byTimeAt?: Date },
): Promise<{ rows: ContestRow[]; hasMore: boolean }> {
  const rows = await db
    .select({ contest: contests })
    .from(bookmarks)
    .innerJoin(contests, eq(contests.id, bookmarks.contestId))
    .where(eq(bookmarks.userId, options.userId))
    .orderBy(
      ...(options.byTimeAt
        ? byTime(options.byTimeAt)
        : [desc(bookmarks.createdAt), desc(bookmarks.contestId)]),
    )
    .limit(options.pageSize + 1)
    .offset(options.page * options.pageSize);
  return {
    rows: rows.slice(0, options.pageSize).map((row) => row.contest),
    hasMore: rows.length > options.pageSize,
  };
}
