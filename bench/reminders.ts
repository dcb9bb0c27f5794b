import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { silentLogger } from '../apps/server/src/lib/logger';
import { createDiscordSender } from '../apps/server/src/services/reminders/discord-sender';
import { sweepReminders } from '../apps/server/src/services/reminders/reminder-jobs';
import { startFakeChatServices } from '../apps/server/test/fake-chat-services';
import { openBenchDatabase } from './lib/bench-database';
import { ms, pass, table } from './lib/markdown';

const USERS = 10_000;
const SWEEP_SECONDS = 15;
const TARGET_P99_S = 60;
const IDLE_SWEEPS = 20;

export interface RemindersResult {
  kind: string;
  users: number;
  sweepMs: number;
  directMs: number;
  lateness: { p50: number; p99: number; max: number };
  idleSweepMs: number;
  roundTripMs: number;
}

const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * 10k users, half reminded of their bookmarks, half of every Codeforces contest, each through a
 * Discord webhook of their own; one contest starts. The sweep runs when the reminder falls due
 * and posts to a local fake Discord: lateness is the worst wait for the sweep (its interval)
 * plus when each post arrived. Baselines: the same posts sent straight by the sender, and one
 * database round trip against the sweep when nothing is due.
 */
export async function benchReminders(): Promise<RemindersResult> {
  const { database, kind, drop } = await openBenchDatabase();
  const chat = await startFakeChatServices();
  try {
    const now = new Date('2026-03-01T12:00:00Z');
    const startsAt = at(now, 61);
    await seed(database.db, now, startsAt);
    let clock = now;
    const parts = {
      database,
      clock: { now: () => clock },
      senders: { discord: createDiscordSender({ apiBase: chat.url }) },
      telegram: undefined,
      log: silentLogger,
      claimSeconds: 120,
    };
    await sweepReminders(parts);

    const idleStart = performance.now();
    for (let n = 0; n < IDLE_SWEEPS; n++) {
      clock = at(now, n / 60);
      await sweepReminders(parts);
    }
    const idleSweepMs = (performance.now() - idleStart) / IDLE_SWEEPS;
    const tripStart = performance.now();
    for (let n = 0; n < IDLE_SWEEPS; n++) await database.db.execute(sql`select 1`);
    const roundTripMs = (performance.now() - tripStart) / IDLE_SWEEPS;

    clock = at(startsAt, -60);
    const arrivals: number[] = [];
    const sweepStart = performance.now();
    const watch = setInterval(() => {
      while (arrivals.length < chat.discord.length) arrivals.push(performance.now() - sweepStart);
    }, 1);
    const report = await sweepReminders(parts);
    clearInterval(watch);
    while (arrivals.length < chat.discord.length) arrivals.push(performance.now() - sweepStart);
    const sweepMs = performance.now() - sweepStart;
    if (report.delivery.sent !== USERS) throw new Error(`sent ${report.delivery.sent} of ${USERS}`);

    const sender = createDiscordSender({ apiBase: chat.url });
    const message = {
      kind: 'reminder' as const,
      title: 'Bench',
      platform: 'codeforces' as const,
      url: 'https://codeforces.com/contest/995001',
      startsAt,
      durationMinutes: 120,
      leadMinutes: 60,
      timeZone: 'UTC',
    };
    const directStart = performance.now();
    for (let n = 0; n < USERS; n += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, USERS - n) }, (_, k) =>
          sender.send(`https://discord.com/api/webhooks/${n + k}/t`, message),
        ),
      );
    }
    const directMs = performance.now() - directStart;
    const sorted = arrivals.map((value) => value / 1000 + SWEEP_SECONDS).sort((a, b) => a - b);
    return {
      kind,
      users: USERS,
      sweepMs,
      directMs,
      lateness: {
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
      },
      idleSweepMs,
      roundTripMs,
    };
  } finally {
    await chat.close();
    await drop();
  }
}

async function seed(
  db: Parameters<typeof sweepReminders>[0]['database']['db'],
  now: Date,
  startsAt: Date,
) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at)
    values ('codeforces-995001', 'codeforces', '995001', 'Bench Round', 'https://codeforces.com/contest/995001',
      ${startsAt.toISOString()}::timestamptz, 120, ${startsAt.toISOString()}::timestamptz + interval '2 hours')`);
  await db.execute(sql`
    insert into users (id, google_sub, email, name, notification_time_zone)
    select g, 'sub-' || g, 'user' || g || '@example.com', 'User ' || g, 'Europe/Berlin'
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into notification_channels (id, user_id, kind, destination, label, status, created_at)
    select 'ch-' || g, g, 'discord', 'https://discord.com/api/webhooks/' || g || '/bench-token',
      'Discord webhook ' || g, 'active', ${nowSql}
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into bookmarks (user_id, contest_id)
    select g, 'codeforces-995001' from generate_series(1, ${USERS}) g where g % 2 = 0`);
  await db.execute(sql`
    insert into notification_rules (user_id, position, scope, platforms, lead_minutes, channel_ids, created_at)
    select g, 0,
      case when g % 2 = 0 then 'bookmarks' else 'platforms' end,
      case when g % 2 = 0 then '{}'::text[] else array['codeforces'] end,
      array[15, 60], array['ch-' || g], ${nowSql}
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`select setval('users_id_seq', ${USERS})`);
  // What autovacuum would have done on a server by now: the planner sees the tables' sizes.
  await db.execute(sql`analyze`);
}

export function remindersMarkdown(result: RemindersResult): string {
  const { lateness } = result;
  return [
    `## Reminders: ${result.users.toLocaleString('en')} users, one contest starts (${result.kind})`,
    '',
    `Lateness counts the worst wait for the next sweep (every ${SWEEP_SECONDS} s) plus when each post reached the fake Discord. Target: p99 ≤ ${TARGET_P99_S} s.`,
    '',
    table(
      ['measure', 'value', 'baseline', 'ratio', 'target'],
      [
        [
          'sweep sending all reminders',
          ms(result.sweepMs),
          `${ms(result.directMs)} (same posts, sent straight)`,
          (result.sweepMs / result.directMs).toFixed(2),
          '',
        ],
        ['lateness p50', `${lateness.p50.toFixed(1)} s`, '', '', ''],
        [
          'lateness p99',
          `${lateness.p99.toFixed(1)} s`,
          '',
          '',
          `≤ ${TARGET_P99_S} s: ${pass(lateness.p99 <= TARGET_P99_S)}`,
        ],
        ['lateness max', `${lateness.max.toFixed(1)} s`, '', '', ''],
        [
          'a sweep with nothing due',
          ms(result.idleSweepMs),
          `${ms(result.roundTripMs)} (select 1)`,
          (result.idleSweepMs / result.roundTripMs).toFixed(2),
          '',
        ],
      ],
    ),
  ].join('\n');
}
