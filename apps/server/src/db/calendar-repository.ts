import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ReminderMinutes } from '@contest-tracker/contract';
import type { ContestRow } from './contests-repository';
import type { Db } from './database';
import { bookmarks, calendarFeeds, contests, users } from './schema';

export interface FeedOwner {
  userId: number;
  reminderMinutes: number | null;
  bookmarksRevision: number;
}

/** The user whose feed secret hashes to `secretHash` (two primary-key lookups). */
export async function findFeedOwner(db: Db, secretHash: string): Promise<FeedOwner | undefined> {
  const [row] = await db
    .select({
      userId: calendarFeeds.userId,
      reminderMinutes: users.calendarReminderMinutes,
      bookmarksRevision: users.bookmarksRevision,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.secretHash, secretHash))
    .limit(1);
  return row;
}

/** One user's bookmarked contests ending after `since`, soonest start first. */
export async function listBookmarkedEndingAfter(
  db: Db,
  options: { userId: number; since: Date },
): Promise<ContestRow[]> {
  const rows = await db
    .select({ contest: contests })
    .from(bookmarks)
    .innerJoin(contests, eq(contests.id, bookmarks.contestId))
    .where(and(eq(bookmarks.userId, options.userId), gt(contests.endsAt, options.since)))
    .orderBy(asc(contests.startsAt), asc(contests.id));
  return rows.map((row) => row.contest);
}

/** Gives the user a feed secret, replacing any earlier one in the same statement. */
export async function replaceFeedSecret(db: Db, userId: number, secretHash: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, secretHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash, createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('feed upsert returned no row');
  return row.createdAt;
}

export async function findCalendarSettings(
  db: Db,
  userId: number,
): Promise<{ reminderMinutes: number | null; feedCreatedAt: Date | null }> {
  const [row] = await db
    .select({
      reminderMinutes: users.calendarReminderMinutes,
      feedCreatedAt: calendarFeeds.createdAt,
    })
    .from(users)
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { reminderMinutes: null, feedCreatedAt: null };
}

export async function setReminderMinutes(
  db: Db,
  userId: number,
  reminderMinutes: ReminderMinutes | null,
): Promise<void> {
  await db
    .update(users)
    .set({ calendarReminderMinutes: reminderMinutes })
    .where(eq(users.id, userId));
}
