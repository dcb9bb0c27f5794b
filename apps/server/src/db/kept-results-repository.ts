import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './sql-rows';

export interface KeptResult {
  contestId: string;
  title: string;
  rank: number;
  oldRating: number;
  newRating: number;
  /** When the round ended: the change is not in the handle's history yet. */
  at: Date;
  predicted: boolean;
}

/**
 * The user's changes in kept rounds (issue 49) that their handle's history does not hold yet:
 * predicted ones, and official ones read before the next refresh of the handle. By the verified
 * handle on the round's platform; `contestIds` narrows to a page.
 */
export async function keptResultsOf(
  db: Db,
  userId: number,
  options: { platform?: string; contestIds?: readonly string[] } = {},
): Promise<KeptResult[]> {
  if (options.contestIds?.length === 0) return [];
  const ids = options.contestIds ? sql`and c.id in ${[...options.contestIds]}` : sql``;
  const platform = options.platform ? sql`and c.platform = ${options.platform}` : sql``;
  const result = await db.execute(sql`
    select c.id as contest_id, c.title, rc.rank, rc.old_rating, rc.new_rating, c.ends_at,
           rr.state
    from rating_changes rc
    join rating_rounds rr on rr.contest_id = rc.contest_id and rr.state <> 'computing'
    join contests c on c.id = rc.contest_id
    join user_handles h on h.user_id = ${userId} and h.platform = c.platform
      and h.verified_at is not null and lower(h.handle) = rc.handle_key
    where not exists (
      select 1 from user_results ur where ur.user_id = ${userId} and ur.contest_id = rc.contest_id)
      ${ids} ${platform}
    order by c.ends_at desc`);
  return rowsOf<{
    contest_id: string;
    title: string;
    rank: number;
    old_rating: number;
    new_rating: number;
    ends_at: Date | string;
    state: string;
  }>(result).map((row) => ({
    contestId: row.contest_id,
    title: row.title,
    rank: row.rank,
    oldRating: row.old_rating,
    newRating: row.new_rating,
    at: new Date(row.ends_at),
    predicted: row.state !== 'final',
  }));
}

/** Per kept round among `contestIds`: how many handles the user follows took part (issue 49). */
export async function friendsIn(
  db: Db,
  userId: number,
  contestIds: readonly string[],
): Promise<Map<string, number>> {
  if (contestIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select rc.contest_id, count(*)::int as friends
    from rating_changes rc
    join rating_rounds rr on rr.contest_id = rc.contest_id and rr.state <> 'computing'
    join contests c on c.id = rc.contest_id
    join user_following f on f.user_id = ${userId} and f.platform = c.platform
      and f.handle_key = rc.handle_key
    where rc.contest_id in ${[...contestIds]}
    group by rc.contest_id`);
  return new Map(
    rowsOf<{ contest_id: string; friends: number | string }>(result).map((row) => [
      row.contest_id,
      Number(row.friends),
    ]),
  );
}
