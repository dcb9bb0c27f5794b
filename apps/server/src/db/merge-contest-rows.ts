import { eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { contests } from './schema';

/**
 * Folds the stored contest `fromId` into `toId` (which exists): what users and the sync attached
 * to the old row (bookmarks, results, upsolve lists, reminders sent, a solution link, videos'
 * candidates) moves to the new one, a duplicate of what the new one has already is dropped, and
 * the old row (stored: the caller looked) goes. Run inside the sync's transaction: a contest is never half moved.
 */
export async function mergeContestRow(tx: Db, fromId: string, toId: string): Promise<void> {
  await tx.execute(sql`update bookmarks b set contest_id = ${toId}
    where b.contest_id = ${fromId} and not exists
      (select 1 from bookmarks o where o.user_id = b.user_id and o.contest_id = ${toId})`);
  await tx.execute(sql`update user_results r set contest_id = ${toId}
    where r.contest_id = ${fromId} and not exists
      (select 1 from user_results o where o.user_id = r.user_id and o.contest_id = ${toId})`);
  await tx.execute(sql`update user_upsolve u set contest_id = ${toId}
    where u.contest_id = ${fromId} and not exists
      (select 1 from user_upsolve o
        where o.user_id = u.user_id and o.contest_id = ${toId} and o.problem_id = u.problem_id)`);
  await tx.execute(sql`update reminder_deliveries d set contest_id = ${toId}
    where d.contest_id = ${fromId} and not exists
      (select 1 from reminder_deliveries o
        where o.channel_id = d.channel_id and o.contest_id = ${toId} and o.kind = d.kind
          and o.lead_minutes = d.lead_minutes and o.starts_at = d.starts_at
          and o.revision = d.revision)`);
  await tx.execute(sql`update contests n set video_solution = o.video_solution,
      solution_source = o.solution_source, solution_video_id = o.solution_video_id
    from contests o
    where n.id = ${toId} and o.id = ${fromId} and n.video_solution is null`);
  await tx.execute(sql`update solution_videos set candidates = case
      when ${toId} = any(candidates) then array_remove(candidates, ${fromId}::text)
      else array_replace(candidates, ${fromId}::text, ${toId}::text) end
    where ${fromId} = any(candidates)`);
  // Whatever did not move duplicated the new row's own: it goes with the old row (cascade).
  await tx.delete(contests).where(eq(contests.id, fromId));
}
