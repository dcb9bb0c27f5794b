import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { switchChannelOff } from '#server/db/notifications-repository';
import { contests, users } from '#server/db/schema';
import { notificationChannels, reminderDeliveries } from '#server/db/schema-reminders';
import { contestPageUrl, type ReminderMessage } from './reminder-message';
import type { SendOutcome, Senders } from './send-outcome';

/** Claimed a few at a time, so instances share a burst and a crash holds back only a few. */
const BATCH = 50;
const CONCURRENCY = 10;
const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 30_000;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  dropped: number;
  switchedOff: number;
}

interface Deps {
  db: Db;
  now: () => Date;
  /** A claimed row is this instance's for this long; after a crash another instance resends it. */
  claimMs: number;
  senders: Senders;
  /** PUBLIC_URL: messages then link the contest's page here too. */
  publicUrl?: string | undefined;
  onError?: (deliveryId: number, error: string) => void;
}

/** Sends what is due, batch by batch, until nothing due is left unclaimed. */
export async function deliverDue(deps: Deps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, dropped: 0, switchedOff: 0 };
  for (;;) {
    const ids = await claim(deps.db, deps.now(), deps.claimMs);
    if (ids.length === 0) return report;
    const jobs = await loadJobs(deps.db, ids);
    for (let start = 0; start < jobs.length; start += CONCURRENCY) {
      const chunk = jobs.slice(start, start + CONCURRENCY);
      const outcomes = await Promise.all(chunk.map((job) => run(deps, job, report)));
      const sent = outcomes.filter((id): id is number => id !== undefined);
      // One write for the chunk's successes: the common case costs one statement, not ten.
      if (sent.length > 0) {
        await deps.db
          .update(reminderDeliveries)
          .set({ status: 'sent', sentAt: deps.now(), lastError: null })
          .where(inArray(reminderDeliveries.id, sent));
      }
    }
  }
}

/** Claims due rows no one holds: SKIP LOCKED lets instances claim side by side, never the same. */
async function claim(db: Db, now: Date, claimMs: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: reminderDeliveries.id })
      .from(reminderDeliveries)
      .where(
        and(
          eq(reminderDeliveries.status, 'pending'),
          lte(reminderDeliveries.nextAttemptAt, now),
          or(isNull(reminderDeliveries.claimedUntil), lte(reminderDeliveries.claimedUntil, now)),
        ),
      )
      .orderBy(asc(reminderDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(reminderDeliveries)
      .set({
        claimedUntil: new Date(now.getTime() + claimMs),
        attempts: sql`${reminderDeliveries.attempts} + 1`,
      })
      .where(inArray(reminderDeliveries.id, ids));
    return ids;
  });
}

async function loadJobs(db: Db, ids: number[]) {
  return db
    .select({
      delivery: reminderDeliveries,
      contest: {
        title: contests.title,
        platform: contests.platform,
        url: contests.url,
        startsAt: contests.startsAt,
        durationMinutes: contests.durationMinutes,
      },
      channel: {
        kind: notificationChannels.kind,
        destination: notificationChannels.destination,
        status: notificationChannels.status,
      },
      timeZone: users.notificationTimeZone,
    })
    .from(reminderDeliveries)
    .innerJoin(contests, eq(contests.id, reminderDeliveries.contestId))
    .innerJoin(notificationChannels, eq(notificationChannels.id, reminderDeliveries.channelId))
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    .where(inArray(reminderDeliveries.id, ids));
}

type Job = Awaited<ReturnType<typeof loadJobs>>[number];

/** Sends one message and records a failure; answers the id when it was sent (recorded by the caller). */
async function run(deps: Deps, job: Job, report: DeliveryReport): Promise<number | undefined> {
  const { delivery, contest, channel } = job;
  const now = deps.now();
  const stale = staleReason(job, now);
  if (stale) {
    report.dropped++;
    await finish(deps.db, delivery.id, { status: 'dropped', lastError: stale });
    return undefined;
  }
  const sender = deps.senders[channel.kind];
  const outcome: SendOutcome = sender
    ? await sender.send(channel.destination ?? '', {
        kind: delivery.kind,
        ...contest,
        pageUrl: contestPageUrl(deps.publicUrl, delivery.contestId),
        leadMinutes: delivery.leadMinutes,
        timeZone: job.timeZone ?? 'UTC',
        results: delivery.payload,
      } satisfies ReminderMessage)
    : { ok: false, gone: false, error: `${channel.kind} is not configured on this server` };
  if (outcome.ok) {
    report.sent++;
    return delivery.id;
  }
  if (outcome.gone) {
    report.switchedOff++;
    await switchChannelOff(deps.db, delivery.channelId, outcome.reason);
    await finish(deps.db, delivery.id, { status: 'dropped', lastError: outcome.reason });
  } else {
    deps.onError?.(delivery.id, outcome.error);
    const retryAt = new Date(now.getTime() + (outcome.retryAfterMs ?? backoff(delivery.attempts)));
    const tooLate = delivery.kind === 'reminder' && retryAt >= contest.startsAt;
    if (delivery.attempts >= MAX_ATTEMPTS || tooLate) {
      report.failed++;
      await finish(deps.db, delivery.id, { status: 'failed', lastError: outcome.error });
    } else {
      report.retrying++;
      await finish(deps.db, delivery.id, {
        status: 'pending',
        nextAttemptAt: retryAt,
        claimedUntil: null,
        lastError: outcome.error,
      });
    }
  }
  return undefined;
}

/** Why a claimed message should no longer go out, if it should not. */
function staleReason(job: Job, now: Date): string | undefined {
  if (job.channel.status !== 'active' || !job.channel.destination) return 'channel not active';
  if (job.delivery.kind !== 'reminder') return undefined;
  if (job.contest.startsAt.getTime() !== job.delivery.startsAt.getTime()) return 'contest moved';
  if (job.contest.startsAt <= now) return 'contest started';
  return undefined;
}

/** 30 s, 1 min, 2 min, 4 min, 8 min: `attempts` counts this one. */
const backoff = (attempts: number) => BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);

async function finish(
  db: Db,
  id: number,
  change: Partial<typeof reminderDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(reminderDeliveries).set(change).where(eq(reminderDeliveries.id, id));
}
