import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { openBenchDatabase, serverUrl } from './lib/bench-database';
import { startChild } from './lib/child';
import { expectOk, loadRun } from './lib/load';
import { ms, ratio, table } from './lib/markdown';

const USERS = 10_000;
const BOOKMARKS_EACH = 100;
const CONTESTS = 20_000;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Distinct feeds requested, round-robin per connection. */
const FEEDS_HIT = 2_000;

/** The feed secret of bench user `u` (43 base64url characters, as real ones). */
export const secretOf = (user: number) =>
  createHash('sha256').update(`bench-secret-${user}`).digest('base64url');

/** Contests an hour apart around now (most within a feed's window), 100 bookmarks and a feed per user. */
export async function seed(database: Database, now: Date) {
  const { db } = database;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at)
    select 'bench-' || g,
           (array['codeforces','leetcode','codechef'])[1 + g % 3],
           'bench-' || g,
           'Bench Contest ' || g,
           'https://example.com/' || g,
           ${nowSql} + (g - ${CONTESTS / 2}) * interval '20 minutes',
           120,
           ${nowSql} + (g - ${CONTESTS / 2}) * interval '20 minutes' + interval '2 hours'
    from generate_series(1, ${CONTESTS}) g`);
  await db.execute(sql`
    insert into users (id, google_sub, email, name)
    select g, 'sub-' || g, 'user' || g || '@example.com', 'User ' || g
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into bookmarks (user_id, contest_id)
    select u, 'bench-' || (1 + (u * 37 + k * 197) % ${CONTESTS})
    from generate_series(1, ${USERS}) u, generate_series(0, ${BOOKMARKS_EACH - 1}) k
    on conflict do nothing`);
  // The secret's hash as the server stores it: SHA-256 of the secret, base64url.
  const b64url = (value: SQL) => sql`rtrim(translate(encode(${value}, 'base64'), '+/', '-_'), '=')`;
  const secret = b64url(sql`sha256(convert_to('bench-secret-' || g, 'UTF8'))`);
  await db.execute(sql`
    insert into calendar_feeds (user_id, secret_hash)
    select g, ${b64url(sql`sha256(convert_to(${secret}, 'UTF8'))`)}
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`select setval('users_id_seq', ${USERS})`);
  await db.execute(sql`vacuum analyze`);
}

async function explain(database: Database, query: SQL) {
  const result = await database.db.execute(sql`explain (costs off) ${query}`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

async function hammer(port: number, paths: string[]) {
  const run = await loadRun(
    {
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: paths.map((path) => ({ method: 'GET', path })),
    },
    'the personal feed',
  );
  return { ...run, errors: run.result.errors + run.result.non2xx };
}

/**
 * The personal feed (the owner read per request, the calendar kept per bookmarks revision) with 10,000 users × 100 bookmarks,
 * 2,000 different feeds requested over 64 connections; the baseline is a bare server answering
 * one such feed's bytes. PostgreSQL server only: the app runs in a child process on the database.
 */
export async function benchPersonalFeed() {
  if (!serverUrl) return undefined;
  const bench = await openBenchDatabase();
  try {
    await seed(bench.database, new Date());
    const app = await startChild('bench/serve-app.ts', [], {
      DATABASE_URL: bench.url ?? '',
      READ_RATE_LIMIT_PER_MINUTE: '100000',
    });
    try {
      const paths = Array.from(
        { length: FEEDS_HIT },
        (_, i) => `/calendar/u/${secretOf(1 + ((i * 7919) % USERS))}.ics`,
      );
      const sample = expectOk(
        await fetch(`http://127.0.0.1:${app.port}${paths[0] ?? ''}`),
        'the personal feed',
      );
      const headers = Object.fromEntries(
        [...sample.headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
        ),
      );
      const body = await sample.text();
      const events = body.split('BEGIN:VEVENT').length - 1;
      const file = join(await mkdtemp(join(tmpdir(), 'ct-bare-')), 'bodies.json');
      await writeFile(file, JSON.stringify({ '/feed.ics': { headers, body } }));
      const bare = await startChild('bench/serve-bare.ts', [file]);
      let baseline;
      try {
        baseline = await hammer(bare.port, ['/feed.ics']);
      } finally {
        bare.stop();
      }
      // Warm: each feed is built once per bookmarks revision and kept, as are its events' texts
      // (decision 013); calendar apps poll the same feed hourly. The cold pass is reported too.
      const coldStarted = performance.now();
      for (let i = 0; i < paths.length; i += CONNECTIONS) {
        await Promise.all(
          paths.slice(i, i + CONNECTIONS).map(async (path) => {
            const response = await fetch(`http://127.0.0.1:${app.port}${path}`);
            await expectOk(response, path).arrayBuffer();
          }),
        );
      }
      const coldMs = performance.now() - coldStarted;
      const feed = await hammer(app.port, paths);
      const plans = [
        '-- per request: the feed owner and revision by secret hash',
        await explain(
          bench.database,
          sql`select f.user_id, u.calendar_reminder_minutes, u.bookmarks_revision from calendar_feeds f join users u on u.id = f.user_id where f.secret_hash = 'x' limit 1`,
        ),
        '-- per bookmarks revision: the owner’s bookmarked contests in the window',
        await explain(
          bench.database,
          sql`select c.* from bookmarks b join contests c on c.id = b.contest_id where b.user_id = 1 and c.ends_at > now() - interval '30 days' order by c.starts_at, c.id`,
        ),
      ].join('\n');
      return { baseline, feed, events, bytes: Buffer.byteLength(body), plans, coldMs };
    } finally {
      app.stop();
    }
  } finally {
    await bench.drop();
  }
}

export function personalFeedMarkdown(r: Awaited<ReturnType<typeof benchPersonalFeed>>): string {
  const heading = '## Personal calendar feed';
  if (!r)
    return `${heading}

Skipped: needs a PostgreSQL server (DATABASE_URL or TEST_DATABASE_URL).`;
  const row = (name: string, run: typeof r.feed, base: boolean) => [
    name,
    run.rps.toFixed(0),
    ms(run.p50),
    ms(run.p99),
    run.errors,
    base ? '1.00' : ratio(run.rps, r.baseline.rps),
  ];
  return [
    heading,
    '',
    `PostgreSQL server: ${USERS.toLocaleString('en-US')} users × ${BOOKMARKS_EACH} bookmarks, ${CONTESTS.toLocaleString('en-US')} contests, a feed per user. autocannon, ${CONNECTIONS} connections, ${SECONDS} s, ${FEEDS_HIT.toLocaleString('en-US')} different feeds in turn (per request the owner is read by its secret's hash, two primary-key lookups; the .ics is built once per bookmarks revision and kept, ${r.events} events / ${(r.bytes / 1024).toFixed(0)} KB for a typical user). The baseline is a bare node:http server answering one such feed's bytes. Measured after one cold pass over the ${FEEDS_HIT.toLocaleString('en-US')} feeds (${(r.coldMs / 1000).toFixed(1)} s at ${CONNECTIONS} at a time), which builds each feed once.`,
    '',
    table(
      ['server', 'req/s', 'p50', 'p99', 'errors', 'ratio to bare'],
      [
        row('bare node:http (same bytes)', r.baseline, true),
        row('app: /calendar/u/<secret>.ics', r.feed, false),
      ],
    ),
    '',
    'Plans:',
    '',
    '```',
    r.plans,
    '```',
  ].join('\n');
}
