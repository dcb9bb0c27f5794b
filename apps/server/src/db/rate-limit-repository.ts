import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './sql-rows';

/** Hits to add to one key's window, and how long a window it starts if its own has ended. */
interface KeyHits {
  key: string;
  windowMs: number;
  hits: number;
}

/**
 * Counts each key's hits against its window, shared by every instance, in one statement: a window
 * that has ended starts again with them. Each row is changed under its lock, so two instances
 * never lose a count; the keys are taken in one order (sorted), so two instances' batches that
 * share keys queue behind each other instead of deadlocking. Keys must be distinct. Answers each
 * key's count so far and what is left of its window, in ms.
 */
export async function countHitsOfKeys(
  db: Db,
  batch: readonly KeyHits[],
): Promise<Map<string, { current: number; ttl: number }>> {
  const counted = new Map<string, { current: number; ttl: number }>();
  if (batch.length === 0) return counted;
  const rows = JSON.stringify(batch.map(({ key, windowMs, hits }) => ({ key, windowMs, hits })));
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, hits, window_ends)
    select k.key, k.hits, clock_timestamp() + k."windowMs" * interval '1 millisecond'
    from jsonb_to_recordset(${rows}::jsonb) as k(key text, hits int, "windowMs" float8)
    order by k.key
    on conflict (key) do update set
      hits = case when rate_limit_hits.window_ends <= clock_timestamp() then excluded.hits
        else rate_limit_hits.hits + excluded.hits end,
      window_ends = case when rate_limit_hits.window_ends <= clock_timestamp()
        then excluded.window_ends else rate_limit_hits.window_ends end
    returning key, hits,
      greatest(0, extract(epoch from (window_ends - clock_timestamp())) * 1000)::float8 as ttl_ms`);
  for (const row of rowsOf<{ key: string; hits: number | string; ttl_ms: number | string }>(
    result,
  )) {
    counted.set(row.key, { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl_ms)) });
  }
  return counted;
}

/** One key's hits (a hit that must be decided on the shared count now). */
export async function countHits(
  db: Db,
  key: string,
  windowMs: number,
  hits: number,
): Promise<{ current: number; ttl: number }> {
  const counted = await countHitsOfKeys(db, [{ key, windowMs, hits }]);
  return counted.get(key) ?? { current: hits, ttl: windowMs };
}

/** Forgets the windows that have ended (the session clean-up job runs it). */
export async function deleteEndedWindows(db: Db): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_hits where window_ends < clock_timestamp() returning key`,
  );
  return rowsOf(result).length;
}
