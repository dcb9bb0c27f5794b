import type { PlatformId } from '@contest-tracker/contract';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from './database';
import { bookmarks, contests, hiddenSeries } from './schema';

export type HiddenSeriesRow = typeof hiddenSeries.$inferSelect;

/** Who is asking and what they hid; a list leaves those contests out, bookmarked ones excepted. */
export interface HidingViewer {
  userId: number;
  keys: readonly string[];
}

export async function listHiddenSeries(db: Db, userId: number): Promise<HiddenSeriesRow[]> {
  return db
    .select()
    .from(hiddenSeries)
    .where(eq(hiddenSeries.userId, userId))
    .orderBy(desc(hiddenSeries.createdAt), asc(hiddenSeries.seriesKey));
}

export async function listHiddenKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: hiddenSeries.seriesKey })
    .from(hiddenSeries)
    .where(eq(hiddenSeries.userId, userId));
  return rows.map((row) => row.key);
}

/** Idempotent: hiding a hidden series keeps its first name and time. */
export async function addHiddenSeries(
  db: Db,
  row: { userId: number; platform: PlatformId; seriesKey: string; title: string },
): Promise<void> {
  await db.insert(hiddenSeries).values(row).onConflictDoNothing();
}

export async function countHiddenSeries(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hiddenSeries)
    .where(eq(hiddenSeries.userId, userId));
  return row?.n ?? 0;
}

/** Idempotent. The key carries its platform, so it names one series. */
export async function removeHiddenSeries(db: Db, userId: number, seriesKey: string): Promise<void> {
  await db
    .delete(hiddenSeries)
    .where(and(eq(hiddenSeries.userId, userId), eq(hiddenSeries.seriesKey, seriesKey)));
}

const bookmarkedBy = (userId: number) =>
  sql`(select 1 from ${bookmarks} where ${bookmarks.userId} = ${userId} and ${bookmarks.contestId} = ${contests.id})`;

/** Contests of the viewer's hidden series that they have not bookmarked. */
export function hiddenFrom(viewer: HidingViewer): SQL | undefined {
  return and(inArray(contests.seriesKey, [...viewer.keys]), notExists(bookmarkedBy(viewer.userId)));
}

/** Exactly the contests `hiddenFrom` leaves out (one without a series key is never hidden). */
export function visibleTo(viewer: HidingViewer | undefined): SQL | undefined {
  if (!viewer || viewer.keys.length === 0) return undefined;
  return or(
    isNull(contests.seriesKey),
    notInArray(contests.seriesKey, [...viewer.keys]),
    exists(bookmarkedBy(viewer.userId)),
  );
}
