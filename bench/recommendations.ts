import { cpus } from 'node:os';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openBenchDatabase, serverUrl } from './lib/bench-database';
import { memoryOf, startChild } from './lib/child';
import { loadRun } from './lib/load';
import { ms, ratio, table } from './lib/markdown';

const USERS = 1_000;
const SOLVED_EACH = 2_000;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 20;
const BASELINE = '/contests/past_contest?platforms=codeforces';
const PICKS = '/user/recommendations?platform=codeforces&band=medium&count=10';
const PROFILE = '/user/profile';
const tokenOf = (user: number) => `bench-token-${user}`;
/**
 * The 1,000 users in turn, each with their session. One counter for every connection: with a
 * list of 1,000 requests each connection would walk it from the start, all 64 in step, so a run
 * would ask for the same hundred or so users, 64 at a time.
 */
const usersAsking = (path: string): autocannon.Request[] => {
  let asked = 0;
  return [
    {
      method: 'GET',
      path,
      setupRequest: (request) => {
        const user = 1 + ((asked++ * 7919) % USERS);
        // Each user from an address of their own, as behind a proxy: one address asking
        // thousands of times a minute is past a quarter of its budget, each hit then counted
        // in the database at once (decision 055), which is not what 1,000 users cost.
        const forwarded = `10.0.${user >> 8}.${user & 255}`;
        return {
          ...request,
          headers: { authorization: `Bearer ${tokenOf(user)}`, 'x-forwarded-for': forwarded },
        };
      },
    },
  ];
};

/** 1,000 users with a verified Codeforces handle, 2,000 solved problems and a session each. */
async function seed() {
  const bench = await openBenchDatabase();
  const { db } = bench.database;
  const now = new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into users (id, google_sub, email, name)
    select g, 'sub-' || g, 'user' || g || '@example.com', 'User ' || g
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`select setval('users_id_seq', ${USERS})`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at, last_fetched_at)
    select g, 'codeforces', 'user_' || g, ${nowSql}, ${nowSql} from generate_series(1, ${USERS}) g`);
  // Problem ids of the replayed problemset's rounds (1514–1644) first, then ids past them.
  await db.execute(sql`
    insert into user_solved_problems (user_id, platform, problem_id)
    select u, 'codeforces', (1514 + (k + u) % 131)::text || chr(65 + (k / 131))
    from generate_series(1, ${USERS}) u, generate_series(0, ${SOLVED_EACH - 1}) k
    on conflict do nothing`);
  const expires = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select rtrim(translate(encode(sha256(convert_to('bench-token-' || g, 'UTF8')), 'base64'), '+/', '-_'), '='),
           g, ${expires}::timestamptz
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`vacuum analyze`);
  return bench;
}

/** A load run for SECONDS, or of `amount` requests. */
async function hammer(port: number, requests: autocannon.Request[], what: string, amount?: number) {
  const run = await loadRun(
    {
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      ...(amount === undefined ? { duration: SECONDS } : { amount }),
      requests,
    },
    what,
  );
  return { ...run, errors: run.result.errors + run.result.non2xx };
}

/** Picks for 1,000 users in turn, against the cached past list in the same run. */
export async function benchRecommendations() {
  if (!serverUrl) return undefined;
  const bench = await seed();
  try {
    const app = await startChild('bench/serve-app.ts', [], {
      DATABASE_URL: bench.url ?? '',
      READ_RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: 'true',
      PLATFORMS: 'codeforces',
      RECOMMEND_SINCE_YEARS: '0',
    });
    try {
      // The first pick reads the problemset through the gate: not part of the figures.
      const probe = await fetch(`http://127.0.0.1:${app.port}${PICKS}`, {
        headers: { authorization: `Bearer ${tokenOf(1)}` },
      });
      const body = (await probe.json()) as { problems?: unknown[] };
      if (probe.status !== 200 || !body.problems?.length) {
        throw new Error(`no picks for user 1 (${probe.status})`);
      }
      const baseline = await hammer(app.port, [{ method: 'GET', path: BASELINE }], 'past list');
      const before = memoryOf(app.pid);
      // Each user's first pick of the day, once each: their solved problems read from the database.
      const picks = await hammer(app.port, usersAsking(PICKS), 'recommendations', USERS);
      // What the users' solved problems and the catalog's curves add, kept in memory.
      const after = memoryOf(app.pid);
      // Then as picks go on through the day: solved problems in memory, each user's state read
      // once a minute and their session once per SESSION_HOLD_SECONDS (decision 060).
      const warm = await hammer(app.port, usersAsking(PICKS), 'recommendations again');
      // The same users reading their profile (handles and ratings from the database each time).
      const signedIn = await hammer(app.port, usersAsking(PROFILE), 'profile');
      return {
        baseline,
        picks,
        warm,
        signedIn,
        shown: body.problems.length,
        memory: { before, after },
      };
    } finally {
      app.stop();
    }
  } finally {
    await bench.drop();
  }
}

export function recommendationsMarkdown(
  r: Awaited<ReturnType<typeof benchRecommendations>>,
): string {
  const lines = ['## Recommendations (1,000 users × 2,000 solved problems)', ''];
  if (!r) {
    lines.push('Skipped: needs a PostgreSQL server (DATABASE_URL or TEST_DATABASE_URL).');
    return lines.join('\n');
  }
  const row = (name: string, run: typeof r.baseline, base: boolean) => [
    name,
    run.rps.toFixed(0),
    ms(run.p50),
    ms(run.p99),
    run.errors,
    base ? '1.00' : ratio(run.rps, r.baseline.rps),
    base ? '1.00' : (run.p99 / Math.max(r.baseline.p99, 0.001)).toFixed(2),
  ];
  lines.push(
    `PostgreSQL server; autocannon, ${CONNECTIONS} connections, ${SECONDS} s each; the server (a child process), PostgreSQL and the load generator share the machine's ${cpus().length} cores. The 1,000 users in turn ask for 10 medium picks on Codeforces (the replayed problemset, every age): first each user's first pick of the day, once each (solved problems read from the database), then for ${SECONDS} s (solved problems in memory; state read once a minute, session once per hold, decision 060; each answer kept as bytes while its state lasts, decision 068). Baseline: the cached past list (anonymous) in the same run. Target: p99 ≤ ${TARGET_P99_MS} ms. Then the same users read their profile (handles and ratings read from the database).`,
    '',
    table(
      ['request', 'req/s', 'p50', 'p99', 'errors', 'req/s ratio', 'p99 ratio'],
      [
        row('past list (cached)', r.baseline, true),
        row('recommendations (first of the day)', r.picks, false),
        row('recommendations (again)', r.warm, false),
        row('profile (signed-in floor)', r.signedIn, false),
      ],
    ),
    '',
    `Server memory (RSS): ${r.memory.before.rssMb.toFixed(0)} MB after the past list, ${r.memory.after.rssMb.toFixed(0)} MB after the picks (peak ${r.memory.after.peakMb.toFixed(0)} MB).`,
  );
  return lines.join('\n');
}
