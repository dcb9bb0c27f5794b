import { inArray } from 'drizzle-orm';
import type { ContestRow } from './contests-repository';
import type { Db } from './database';
import { contests } from './schema';

/** What the search index keeps of a contest: enough to match, filter and order it. */
export type IndexedContest = Pick<
  ContestRow,
  'id' | 'platform' | 'title' | 'startsAt' | 'endsAt' | 'durationMinutes' | 'seriesKey'
>;

/** Every contest, as much of it as the search index keeps (one read when the data changed). */
export async function listIndexedContests(db: Db): Promise<IndexedContest[]> {
  return db
    .select({
      id: contests.id,
      platform: contests.platform,
      title: contests.title,
      startsAt: contests.startsAt,
      endsAt: contests.endsAt,
      durationMinutes: contests.durationMinutes,
      seriesKey: contests.seriesKey,
    })
    .from(contests);
}

/** The contests with these ids, in the order given (ids no longer stored are left out). */
export async function findContestsInOrder(db: Db, ids: readonly string[]): Promise<ContestRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contests)
    .where(inArray(contests.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
