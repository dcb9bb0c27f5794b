import { sql, type SQL } from 'drizzle-orm';
import { listBookmarkedContests } from '../apps/server/src/db/bookmarks-repository';
import {
  countPastContests,
  listPastContests,
  SEARCH_PROBE_LIMIT,
} from '../apps/server/src/db/contests-repository';
import type { Database } from '../apps/server/src/db/database';
import { openBenchDatabase, serverUrl } from './lib/bench-database';
import { ms, pass, ratio, table } from './lib/markdown';
import { pairedMedianMs } from './lib/timing';

const NOW = new Date('2026-06-01T00:00:00Z');
const USERS = 10_000;

/** Generated in SQL: contests an hour apart over the platforms, bookmarks spread over 10,000 users. */
async function seed(database: Database, contestCount: number, bookmarkCount: number) {
  const { db } = database;
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text)
    select 'bench-' || g,
           (array['codeforces','leetcode','codechef'])[1 + g % 3],
           'bench-' || g,
           'Bench Round ' || g || ' (Div. ' || (1 + g % 4) || ')',
           'https://example.com/' || g,
           ${NOW.toISOString()}::timestamptz - g * interval '1 hour',
           120,
           ${NOW.toISOString()}::timestamptz - g * interval '1 hour' + interval '2 hours',
           -- What the contract's searchText(platform name, title) gives for these titles.
           (array['codeforces','leetcode','codechef'])[1 + g % 3] || ' bench round ' || g || ' div ' || (1 + g % 4)
    from generate_series(1, ${contestCount}) g`);
  await db.execute(sql`
    insert into users (google_sub, email, name)
    select 'sub-' || g, 'user' || g || '@example.com', 'User ' || g
    from generate_series(1, ${USERS}) g`);
  // User 1, whose page is measured, has a full page of 20 at both sizes (else the small size
  // would compare a one-row page with a twelve-row one); the rest spread over 10,000 users.
  await db.execute(sql`
    insert into bookmarks (user_id, contest_id, created_at)
    select 1, 'bench-' || g, ${NOW.toISOString()}::timestamptz - g * interval '1 second'
    from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into bookmarks (user_id, contest_id, created_at)
    select 2 + g % ${USERS - 1},
           'bench-' || (1 + (g / ${USERS - 1}) % ${contestCount}),
           ${NOW.toISOString()}::timestamptz - g * interval '1 second'
    from generate_series(0, ${bookmarkCount - 21}) g
    on conflict do nothing`);
  // As a settled database is: statistics, visibility map and hint bits written now, so that
  // neither autovacuum nor first reads write behind the measurements.
  await db.execute(sql`vacuum analyze`);
}

const QUERIES = {
  'past page 0': (database: Database) =>
    listPastContests(database.db, { now: NOW, platforms: [], page: 0, pageSize: 12 }),
  'past page 50': (database: Database) =>
    listPastContests(database.db, { now: NOW, platforms: [], page: 50, pageSize: 12 }),
  'past page 0, CodeChef only': (database: Database) =>
    listPastContests(database.db, { now: NOW, platforms: ['codechef'], page: 0, pageSize: 12 }),
  // Every title has 'round': the index must find the one with 926, not walk them all.
  'past search "round 926"': (database: Database) =>
    listPastContests(database.db, {
      now: NOW,
      platforms: [],
      page: 0,
      pageSize: 12,
      q: 'round 926',
    }),
  // A word in every title: the search finds more than SEARCH_PROBE_LIMIT and walks newest-first.
  'past search "round" (every row)': (database: Database) =>
    listPastContests(database.db, {
      now: NOW,
      platforms: [],
      page: 0,
      pageSize: 12,
      q: 'round',
    }),
  'bookmarks page 0 (user 1)': (database: Database) =>
    listBookmarkedContests(database.db, { userId: 1, page: 0, pageSize: 12 }),
} as const;

type QueryName = keyof typeof QUERIES;

/**
 * A past list's total: counted up to the contract's cap (10,001), so it reads up to ten times the
 * small size's rows at the large one; the server counts it once per filter while the list is
 * unchanged, not for every page (decision 072). Shown, not held to the ratio.
 */
const TOTALS = {
  'past total': (database: Database) => countPastContests(database.db, { now: NOW, platforms: [] }),
  'past total, CodeChef only': (database: Database) =>
    countPastContests(database.db, { now: NOW, platforms: ['codechef'] }),
  'past total, search "round 926"': (database: Database) =>
    countPastContests(database.db, { now: NOW, platforms: [], q: 'round 926' }),
  'past total, search "round"': (database: Database) =>
    countPastContests(database.db, { now: NOW, platforms: [], q: 'round' }),
} as const;

type TotalName = keyof typeof TOTALS;

async function explain(database: Database, query: SQL) {
  const result = await database.db.execute(sql`explain (costs off) ${query}`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

const RUNS = 101;

/**
 * The repository queries (uncached: the API's memory cache would hide the database), on two
 * databases seeded side by side, each query timed on both in alternation.
 */
export async function benchScale() {
  const sizes = serverUrl ? { small: 1_000, large: 1_000_000 } : { small: 1_000, large: 100_000 };
  const small = await openBenchDatabase();
  const large = await openBenchDatabase();
  try {
    await seed(small.database, sizes.small, sizes.small);
    await seed(large.database, sizes.large, sizes.large);
    const results: Record<'small' | 'large', Record<QueryName | TotalName, number>> = {
      small: {} as Record<QueryName | TotalName, number>,
      large: {} as Record<QueryName | TotalName, number>,
    };
    for (const [name, run] of Object.entries({ ...QUERIES, ...TOTALS }) as [
      QueryName | TotalName,
      (d: Database) => Promise<unknown>,
    ][]) {
      [results.small[name], results.large[name]] = await pairedMedianMs(
        () => run(small.database),
        () => run(large.database),
        RUNS,
      );
    }
    const nowSql = sql`${NOW.toISOString()}::timestamptz`;
    const tsMatch = (tsQuery: string) =>
      sql`to_tsvector('simple'::regconfig, search_text) @@ to_tsquery('simple'::regconfig, ${tsQuery})`;
    const matches = (tsQuery: string) =>
      sql`select id from contests where ends_at <= ${nowSql} and ${tsMatch(tsQuery)} limit ${SEARCH_PROBE_LIMIT + 1}`;
    const plans = [
      '-- past page 50',
      await explain(
        large.database,
        sql`select * from contests where ends_at <= ${nowSql} order by starts_at desc, id desc limit 13 offset 600`,
      ),
      '-- past page 0, CodeChef only',
      await explain(
        large.database,
        sql`select * from contests where ends_at <= ${nowSql} and platform in ('codechef') order by starts_at desc, id desc limit 13`,
      ),
      '-- past search "round 926": few matches (counted, capped), so the page sorts just them',
      await explain(
        large.database,
        sql`select * from contests where id in (${matches('round & 926')}) order by starts_at desc, id desc limit 13`,
      ),
      '-- past search "round": more matches than the cap, so the page walks newest-first',
      await explain(
        large.database,
        sql`select * from contests where ends_at <= ${nowSql} and ${tsMatch('round')} order by starts_at desc, id desc limit 13`,
      ),
      '-- bookmarks page 0',
      await explain(
        large.database,
        sql`select c.* from bookmarks b join contests c on c.id = b.contest_id where b.user_id = 1 order by b.created_at desc, b.contest_id desc limit 13`,
      ),
    ].join('\n');
    return { kind: large.kind, sizes, results, plans };
  } finally {
    await small.drop();
    await large.drop();
  }
}

export function scaleMarkdown(r: Awaited<ReturnType<typeof benchScale>>): string {
  const rows = (Object.keys(QUERIES) as QueryName[]).map((name) => {
    const small = r.results.small[name];
    const large = r.results.large[name];
    const x = ratio(large, small);
    return [name, ms(small), ms(large), x, pass(Number(x) <= 1.5)];
  });
  const totals = (Object.keys(TOTALS) as TotalName[]).map((name) => {
    const small = r.results.small[name];
    const large = r.results.large[name];
    return [name, ms(small), ms(large), ratio(large, small), 'once per filter and change'];
  });
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    '## Scale',
    '',
    `${r.kind}: ${n(r.sizes.small)} and ${n(r.sizes.large)} contests, and as many bookmarks over 10,000 users.` +
      (serverUrl
        ? ''
        : ' (No PostgreSQL server configured: embedded PGlite at a tenth of the large size.)') +
      ` Both sizes are seeded side by side and each repository query runs ${RUNS} times on each, in alternation; the medians are shown. Target: large/small <= 1.5.`,
    '',
    table(
      ['query', `${n(r.sizes.small)} rows`, `${n(r.sizes.large)} rows`, 'large / small', 'target'],
      rows,
    ),
    '',
    `A past list's total ('2,214 past contests') is counted up to 10,001 matches, so at the large size it reads up to ten times the small size's rows. The server counts it once per filter while the list is unchanged (a write, a contest's start or end), not for each page (decision 072):`,
    '',
    table(
      ['total', `${n(r.sizes.small)} rows`, `${n(r.sizes.large)} rows`, 'large / small', 'counted'],
      totals,
    ),
    '',
    'Plans at the large size:',
    '',
    '```',
    r.plans,
    '```',
  ].join('\n');
}
