import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './sql-rows';

/**
 * Counts `hits` requests against `key`'s window, shared by every instance: a window that has ended
 * starts again with them. One statement under the row's lock, so two instances never lose a count.
 * Answers the count so far and what is left of the window, in ms.
 */
export async function countHits(
  db: Db,
  key: string,
  windowMs: number,
  hits: number,
): Promise<{ current: number; ttl: number }> {
  const window = sql`(${windowMs} * interval '1 millisecond')`;
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, hits, window_ends) values (${key}, ${hits}::int, clock_timestamp() + ${window})
    on conflict (key) do update set
      hits = case when rate_limit_hits.window_ends <= clock_timestamp() then ${hits}::int
        else rate_limit_hits.hits + ${hits}::int end,
      window_ends = case when rate_limit_hits.window_ends <= clock_timestamp()
        then clock_timestamp() + ${window} else rate_limit_hits.window_ends end
    returning hits,
      greatest(0, extract(epoch from (window_ends - clock_timestamp())) * 1000)::float8 as ttl_ms`);
  const [row] = rowsOf<{ hits: number | string; ttl_ms: number | string }>(result);
  return { current: Number(row?.hits ?? hits), ttl: Math.ceil(Number(row?.ttl_ms ?? windowMs)) };
}

/** Forgets the windows that have ended (the session clean-up job runs it). */
export async function deleteEndedWindows(db: Db): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_hits where window_ends < clock_timestamp() returning key`,
  );
  return rowsOf(result).length;
}
