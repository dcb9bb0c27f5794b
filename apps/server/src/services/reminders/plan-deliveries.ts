import { LEAD_MINUTES } from '@contest-tracker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { reminderSchedule } from '#server/db/schema-reminders';
import { rowsOf } from '#server/db/sql-rows';

/** After a long outage, reminders older than this are neither sent nor counted. */
const MAX_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/**
 * A sync stamps `revised_at` with its own clock before it commits, so a sweep in between may
 * already have looked past it: changes are looked for this far back again (the key dedupes).
 */
const CHANGE_OVERLAP_MS = 5 * 60_000;
const leadValues = sql.raw(LEAD_MINUTES.map((minutes) => `(${minutes})`).join(', '));

export interface PlanReport {
  /** False: another instance is planning right now (it plans this window too). */
  ran: boolean;
  planned: number;
  /** Fell due while no instance was sweeping, for a contest that has started since: not sent. */
  dropped: number;
}

/**
 * Puts into the outbox every message that fell due since the last look, once: the window's end
 * is saved in `reminder_schedule`, whose row lock lets one instance plan at a time, and the
 * outbox's unique key makes a repeated window harmless.
 */
export async function planDeliveries(db: Db, now: Date): Promise<PlanReport> {
  return db.transaction(async (tx) => {
    await tx.insert(reminderSchedule).values({ id: 1, plannedUntil: now }).onConflictDoNothing();
    const [schedule] = await tx
      .select()
      .from(reminderSchedule)
      .where(eq(reminderSchedule.id, 1))
      .for('update', { skipLocked: true });
    if (!schedule) return { ran: false, planned: 0, dropped: 0 };
    const from = new Date(
      Math.max(schedule.plannedUntil.getTime(), now.getTime() - MAX_LOOKBACK_MS),
    );
    if (from >= now) return { ran: true, planned: 0, dropped: 0 };
    const statuses = [
      ...rowsOf<{ status: string }>(await tx.execute(remindersDue(from, now))),
      ...rowsOf<{ status: string }>(
        await tx.execute(changesDue(new Date(from.getTime() - CHANGE_OVERLAP_MS), now)),
      ),
    ];
    await tx.update(reminderSchedule).set({ plannedUntil: now }).where(eq(reminderSchedule.id, 1));
    const dropped = statuses.filter((row) => row.status === 'dropped').length;
    return { ran: true, planned: statuses.length - dropped, dropped };
  });
}

/**
 * Reminders whose time (start − lead) is in (from, to]: driven by the few contests starting in
 * each lead's window, so a sweep with nothing due reads almost nothing.
 */
function remindersDue(from: Date, to: Date) {
  const fromAt = sql`${from.toISOString()}::timestamptz`;
  const toAt = sql`${to.toISOString()}::timestamptz`;
  return sql`
    insert into reminder_deliveries
      (user_id, channel_id, contest_id, kind, lead_minutes, starts_at, revision, due_at, status, next_attempt_at)
    select distinct r.user_id, ch.id, c.id, 'reminder', l.lead, c.starts_at, 0,
      c.starts_at - l.lead * interval '1 minute',
      case when c.starts_at > ${toAt} then 'pending' else 'dropped' end,
      ${toAt}
    from (values ${leadValues}) as l(lead)
    join contests c
      on c.starts_at > ${fromAt} + l.lead * interval '1 minute'
      and c.starts_at <= ${toAt} + l.lead * interval '1 minute'
    join notification_rules r
      on l.lead = any(r.lead_minutes)
      and r.created_at <= c.starts_at - l.lead * interval '1 minute'
      and (
        (r.scope = 'bookmarks' and exists (
          select 1 from bookmarks b where b.user_id = r.user_id and b.contest_id = c.id))
        or (r.scope = 'platforms' and c.platform = any(r.platforms) and not exists (
          select 1 from hidden_series h
          where h.user_id = r.user_id and h.platform = c.platform and h.series_key = c.series_key))
      )
    join notification_channels ch
      on ch.id = any(r.channel_ids) and ch.user_id = r.user_id and ch.status = 'active'
    on conflict do nothing
    returning status`;
}

/** A bookmarked contest moved or renamed in (from, to], before its start: one notice a change. */
function changesDue(from: Date, to: Date) {
  const fromAt = sql`${from.toISOString()}::timestamptz`;
  const toAt = sql`${to.toISOString()}::timestamptz`;
  return sql`
    insert into reminder_deliveries
      (user_id, channel_id, contest_id, kind, lead_minutes, starts_at, revision, due_at, status, next_attempt_at)
    select distinct r.user_id, ch.id, c.id, 'changed', 0, c.starts_at, c.revision, c.revised_at,
      'pending', ${toAt}
    from contests c
    join bookmarks b on b.contest_id = c.id
    join notification_rules r
      on r.user_id = b.user_id and r.scope = 'bookmarks' and r.created_at <= c.revised_at
    join notification_channels ch
      on ch.id = any(r.channel_ids) and ch.user_id = r.user_id and ch.status = 'active'
    where c.revised_at > ${fromAt} and c.revised_at <= ${toAt} and c.starts_at > ${toAt}
    on conflict do nothing
    returning status`;
}
