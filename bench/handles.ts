import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { benchHandlesRefresh, SAMPLE_HANDLES, TARGET_USERS } from './handles-refresh';
import { openBenchDatabase, serverUrl } from './lib/bench-database';
import { startChild } from './lib/child';
import { loadRun } from './lib/load';
import { ms, ratio, table } from './lib/markdown';

const CONTESTS = 20_000;
const RESULTS_EACH = 50;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Distinct signed-in users requesting, round-robin. */
const USERS_HIT = 2_000;
/** The scheduler reads this many handles after each sync (refresh-due.ts), every 30 minutes. */
const HANDLES_PER_RUN = 50;
const SYNC_MINUTES = 30;

const tokenOf = (user: number) => `bench-token-${user}`;
const PATH = '/contests/past_contest?platforms=codeforces';

/** 10,000 users with a verified Codeforces handle, 50 results each, and a session each. */
async function seed() {
  const bench = await openBenchDatabase();
  const { db } = bench.database;
  const now = new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  // Past contests an hour apart, as the sync writes them.
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    select 'codeforces-' || (100000 + g), 'codeforces', (100000 + g)::text, 'Bench Round ' || g,
           'https://codeforces.com/contest/' || (100000 + g),
           ${nowSql} - g * interval '1 hour', 120, ${nowSql} - g * interval '1 hour' + interval '2 hours',
           'codeforces bench round ' || g, 'codeforces:bench round'
    from generate_series(3, ${CONTESTS}) g`);
  await db.execute(sql`
    insert into users (id, google_sub, email, name)
    select g, 'sub-' || g, 'user' || g || '@example.com', 'User ' || g
    from generate_series(1, ${TARGET_USERS + USERS_HIT}) g`);
  await db.execute(sql`select setval('users_id_seq', ${TARGET_USERS + USERS_HIT})`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at, last_fetched_at)
    select g, 'codeforces', 'user_' || g, ${nowSql}, ${nowSql} from generate_series(1, ${TARGET_USERS}) g`);
  // Each user's 50 rounds: the newest pages hold some of them for everyone.
  await db.execute(sql`
    insert into user_results (user_id, contest_id, platform, rank, old_rating, new_rating, at)
    select u, 'codeforces-' || (100000 + 3 + ((u + k * 7) % 400)), 'codeforces', 100 + u % 5000,
           1500 + k, 1501 + k, ${nowSql}
    from generate_series(1, ${TARGET_USERS}) u, generate_series(0, ${RESULTS_EACH - 1}) k
    on conflict do nothing`);
  const expires = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  // The token's hash as the server keeps it: SHA-256, base64url without padding.
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select rtrim(translate(encode(sha256(convert_to('bench-token-' || g, 'UTF8')), 'base64'), '+/', '-_'), '='),
           g, ${expires}::timestamptz
    from generate_series(1, ${TARGET_USERS + USERS_HIT}) g`);
  await db.execute(sql`vacuum analyze`);
  return bench;
}

async function hammer(port: number, requests: autocannon.Request[]) {
  const run = await loadRun(
    { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: SECONDS, requests },
    'the past list with `you`',
  );
  return { ...run, errors: run.result.errors + run.result.non2xx };
}

/** The past list for 2,000 signed-in users (each with `you` on their contests) against anonymous. */
async function benchYouThroughput() {
  if (!serverUrl) return undefined;
  const bench = await seed();
  try {
    const app = await startChild('bench/serve-app.ts', [], {
      DATABASE_URL: bench.url ?? '',
      READ_RATE_LIMIT_PER_MINUTE: '100000',
      PLATFORMS: 'codeforces',
    });
    try {
      const probe = await fetch(`http://127.0.0.1:${app.port}${PATH}`, {
        headers: { authorization: `Bearer ${tokenOf(1)}` },
      });
      const body = (await probe.json()) as { pastContests: { you?: unknown }[] };
      const withYou = body.pastContests.filter((c) => c.you).length;
      if (probe.status !== 200 || withYou === 0) throw new Error('no `you` on the signed-in page');
      const anonymous = await hammer(app.port, [{ method: 'GET', path: PATH }]);
      const signedIn = await hammer(
        app.port,
        Array.from({ length: USERS_HIT }, (_, i) => ({
          method: 'GET' as const,
          path: PATH,
          headers: { authorization: `Bearer ${tokenOf(1 + ((i * 7919) % TARGET_USERS))}` },
        })),
      );
      // Users past 10,000 have a session and no handle: what signing in costs without `you`.
      const noResults = await hammer(
        app.port,
        Array.from({ length: USERS_HIT }, (_, i) => ({
          method: 'GET' as const,
          path: PATH,
          headers: { authorization: `Bearer ${tokenOf(TARGET_USERS + 1 + i)}` },
        })),
      );
      return { anonymous, signedIn, noResults, withYou };
    } finally {
      app.stop();
    }
  } finally {
    await bench.drop();
  }
}

export async function benchHandles() {
  const refresh = await benchHandlesRefresh();
  const you = await benchYouThroughput();
  return { refresh, you };
}

const hours = (msValue: number) => `${(msValue / 3_600_000).toFixed(1)} h`;

export function handlesMarkdown(r: Awaited<ReturnType<typeof benchHandles>>): string {
  const refreshRows = r.refresh.rows.flatMap((row) =>
    (
      [
        ['first read', row.first],
        ['6 h later', row.since],
      ] as const
    ).map(([name, read]) => [
      `${row.platform}, ${name}`,
      `${read.read} in ${read.runs} runs, ${read.calls} calls`,
      `${(row.intervalMs / 1000).toFixed(0)} s`,
      `${(read.clockMsPerHandle / 1000).toFixed(1)} s`,
      ms(read.realMsPerHandle),
      hours(read.clockMsPerHandle * TARGET_USERS),
    ]),
  );
  const runsNeeded = Math.ceil(TARGET_USERS / HANDLES_PER_RUN);
  const lines = [
    '## Linked handles (10,000 users)',
    '',
    `Full refresh, measured on ${SAMPLE_HANDLES} handles per platform (${r.refresh.kind}) through the real rate gates on an injected clock, every call over HTTP to the replay, then scaled to ${TARGET_USERS.toLocaleString('en-US')}: the gates make it linear. Codeforces reads results, submissions and the standings of the newest 10 contests taken part in (upsolve); AtCoder reads results, submissions (500 a page) and, once per instance, the problem lists; LeetCode reads results. Six hours later each handle is read again: only the submissions since its cursor.`,
    '',
    table(
      [
        'platform, read',
        'sample',
        'gate',
        'gate time per handle',
        'our time per handle',
        `${TARGET_USERS.toLocaleString('en-US')} handles`,
      ],
      refreshRows,
    ),
    '',
    `The scheduler reads ${HANDLES_PER_RUN} handles after each sync (every ${SYNC_MINUTES} minutes): ${runsNeeded} runs, ${hours(runsNeeded * SYNC_MINUTES * 60_000)} for 10,000 handles whatever the gates. Within Codeforces' limit (one call per 2 s, for the whole instance) results alone would take ${hours(TARGET_USERS * 2_000)}; with upsolving as built, the figure above.`,
  ];
  if (!r.you) {
    lines.push(
      '',
      'List throughput with `you`: skipped, needs a PostgreSQL server (DATABASE_URL or TEST_DATABASE_URL).',
    );
    return lines.join('\n');
  }
  const row = (name: string, run: NonNullable<typeof r.you>['anonymous'], base: boolean) => [
    name,
    run.rps.toFixed(0),
    ms(run.p50),
    ms(run.p99),
    run.errors,
    base ? '1.00' : ratio(run.rps, r.you?.anonymous.rps ?? 0),
  ];
  lines.push(
    '',
    `Past list with \`you\` (PostgreSQL server): ${TARGET_USERS.toLocaleString('en-US')} users × ${RESULTS_EACH} results, ${CONTESTS.toLocaleString('en-US')} contests; autocannon, ${CONNECTIONS} connections, ${SECONDS} s; ${USERS_HIT.toLocaleString('en-US')} different signed-in users in turn (${r.you.withYou} of the first page's contests carry \`you\` for user 1). The baseline is the same page anonymous (the shared cached answer); between them, signed-in users without a handle (the session and hidden-series reads without \`you\`).`,
    '',
    table(
      ['request', 'req/s', 'p50', 'p99', 'errors', 'ratio to anonymous'],
      [
        row('anonymous', r.you.anonymous, true),
        row('signed in, no handle', r.you.noResults, false),
        row('signed in, with `you`', r.you.signedIn, false),
      ],
    ),
  );
  return lines.join('\n');
}
