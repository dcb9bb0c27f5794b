import type { PlatformId } from '@contest-tracker/contract';
import { and, asc, desc, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ContestRow } from './contests-repository';
import type { Db } from './database';
import { contests } from './schema';

export interface InstantBounds {
  gt?: Date;
  gte?: Date;
  lt?: Date;
  lte?: Date;
}

/** A slice of the stored contests by platform, start, end and title, in one order, a page of it. */
export interface ContestRange {
  platforms: readonly PlatformId[];
  startsAt: InstantBounds;
  endsAt: InstantBounds;
  /** Substrings the title holds (a plain `strpos`: no pattern of the caller is ever run). */
  titleContains: readonly { text: string; caseSensitive: boolean }[];
  orderBy: { column: 'startsAt' | 'endsAt'; descending: boolean };
  limit: number;
  offset: number;
}

function boundsFilter(column: typeof contests.startsAt, bounds: InstantBounds): SQL[] {
  return [
    bounds.gt && gt(column, bounds.gt),
    bounds.gte && gte(column, bounds.gte),
    bounds.lt && lt(column, bounds.lt),
    bounds.lte && lte(column, bounds.lte),
  ].filter((filter): filter is SQL => filter !== undefined);
}

function titleFilter({ text, caseSensitive }: { text: string; caseSensitive: boolean }): SQL {
  return caseSensitive
    ? sql`strpos(${contests.title}, ${text}) > 0`
    : sql`strpos(lower(${contests.title}), lower(${text})) > 0`;
}

/**
 * One page of a range and how many contests the whole range holds. The range is a WHERE on the
 * indexed columns (platform, starts_at, ends_at), sorted by one of them: the database does the
 * filtering, never the server's memory.
 */
export async function findContestRange(
  db: Db,
  range: ContestRange,
): Promise<{ rows: ContestRow[]; total: number }> {
  if (range.platforms.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(contests.platform, [...range.platforms]),
    ...boundsFilter(contests.startsAt, range.startsAt),
    ...boundsFilter(contests.endsAt, range.endsAt),
    ...range.titleContains.map(titleFilter),
  );
  const column = range.orderBy.column === 'startsAt' ? contests.startsAt : contests.endsAt;
  const direction = range.orderBy.descending ? desc : asc;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(contests)
      .where(where)
      .orderBy(direction(column), direction(contests.id))
      .limit(range.limit)
      .offset(range.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contests)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
