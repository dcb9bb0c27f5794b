import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './sql-rows';

/**
 * Claims a rate group's call slot for every instance: the call may go now if the group's `next_at`
 * has passed, which then moves to now + `intervalMs` in the same statement (the row's lock orders
 * the instances). Answers 0 when claimed, otherwise how long until the slot frees, by the
 * database's clock (the instances' own clocks never have to agree). The claim is made just before
 * the call leaves, not reserved ahead: a caller whose timer fired late pushes the next slot back,
 * instead of sending late into the next caller's slot.
 */
export async function claimGateSlot(db: Db, name: string, intervalMs: number): Promise<number> {
  const step = sql`(${intervalMs} * interval '1 millisecond')`;
  const result = await db.execute(sql`
    with claimed as (
      insert into rate_gates (name, next_at) values (${name}, clock_timestamp() + ${step})
      on conflict (name) do update set next_at = clock_timestamp() + ${step}
        where rate_gates.next_at <= clock_timestamp()
      returning name)
    select exists (select 1 from claimed) as claimed,
      coalesce((select extract(epoch from (next_at - clock_timestamp())) * 1000
        from rate_gates where name = ${name}), 0)::float8 as wait_ms`);
  const [row] = rowsOf<{ claimed: boolean; wait_ms: number | string }>(result);
  if (!row || row.claimed) return 0;
  return Math.max(1, Math.ceil(Number(row.wait_ms)));
}
