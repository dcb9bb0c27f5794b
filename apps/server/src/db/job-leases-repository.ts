import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './sql-rows';

const millis = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/**
 * Takes the job's lease for `holdMs` if no one holds it (its `until` has passed), in one statement
 * under the row's lock. Answers whether it was taken, else who holds it and for how long yet.
 */
export async function takeJobLease(
  db: Db,
  name: string,
  holder: string,
  holdMs: number,
): Promise<{ taken: true } | { taken: false; holder: string; freeInMs: number }> {
  const result = await db.execute(sql`
    with taken as (
      insert into job_leases (name, holder, until) values (${name}, ${holder}, clock_timestamp() + ${millis(holdMs)})
      on conflict (name) do update set holder = excluded.holder, until = excluded.until
        where job_leases.until <= clock_timestamp()
      returning name)
    select exists (select 1 from taken) as taken, l.holder,
      greatest(0, extract(epoch from (l.until - clock_timestamp())) * 1000)::float8 as free_in_ms
    from (select 1) as one left join job_leases l on l.name = ${name}`);
  const [row] = rowsOf<{ taken: boolean; holder: string | null; free_in_ms: number | null }>(
    result,
  );
  if (!row || row.taken) return { taken: true };
  return { taken: false, holder: row.holder ?? '', freeInMs: Math.ceil(row.free_in_ms ?? 0) };
}

/** Holds the lease `holdMs` longer while the run goes on; false if it is no longer ours. */
export async function renewJobLease(db: Db, name: string, holder: string, holdMs: number) {
  const result = await db.execute(sql`
    update job_leases set until = clock_timestamp() + ${millis(holdMs)}
    where name = ${name} and holder = ${holder} returning name`);
  return rowsOf(result).length > 0;
}

/**
 * Ends a run: the lease is kept `keepMs` more (a timed job's next run is due then, on whichever
 * instance; 0 frees it now) and the run is recorded as this holder's.
 */
export async function finishJobLease(
  db: Db,
  name: string,
  holder: string,
  keepMs: number,
  ran: boolean,
) {
  await db.execute(sql`
    update job_leases set until = clock_timestamp() + ${millis(keepMs)}
      ${ran ? sql`, last_run_by = ${holder}, last_run_at = clock_timestamp()` : sql``}
    where name = ${name} and holder = ${holder}`);
}

/** Which instance last ran each leased job, and when. */
export async function lastJobRuns(db: Db): Promise<Map<string, { by: string; at: Date }>> {
  const result = await db.execute(sql`
    select name, last_run_by, last_run_at from job_leases where last_run_by is not null`);
  const rows = rowsOf<{ name: string; last_run_by: string; last_run_at: string | Date }>(result);
  return new Map(
    rows.map((row) => [row.name, { by: row.last_run_by, at: new Date(row.last_run_at) }]),
  );
}
