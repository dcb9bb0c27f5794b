import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashSessionToken } from '#server/auth/session-token';
import { naiveDeltas } from '#server/domain/leetcode-rating/naive-deltas';
import { readContestantRating, readRankingPage } from '#server/platforms/leetcode/ranking-source';
import { readFixtureJson } from '#replay/server/fixtures';
import type { RankingSource } from '#server/platforms/ranking-source';
import { predictRankedContests } from '#server/services/ratings/predict-ranked-contests';
import { startCodeforcesRatingReplay } from './codeforces-rating-replay';
import { TEST_NOW } from './test-stack';
import { useStack } from './use-stack';

// Issue 49, points 1–2: a finished round is predicted from its standings and ratings at the
// Codeforces edge, served while computing as 202, then replaced by the official changes.
const ROUND = { contestId: 1305, name: 'Ozon Tech Challenge 2020 (Div.1 + Div.2, Rated, Prizes!)' };
let replay: Awaited<ReturnType<typeof startCodeforcesRatingReplay>>;
beforeAll(async () => {
  replay = await startCodeforcesRatingReplay(ROUND);
});
afterAll(async () => {
  await replay.close();
});
// Read when each test's server starts, after the replay above has its port.
const env: Record<string, string> = {
  get CODEFORCES_API_BASE() {
    return replay.base;
  },
  UPSTREAM_MIN_INTERVAL_MS: '0',
};
const handle = useStack({ server: 'per-test', env });

const path = (handles: string) =>
  `/api/contests/codeforces-1305/rating-changes?handles=${encodeURIComponent(handles)}`;

it('predicts a finished round (202 while computing), then replaces it with the official changes', async () => {
  const { stack } = handle;
  const db = handle.db.database.db;
  const endsAt = new Date(new Date(TEST_NOW).getTime() - 30 * 60_000);
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    values ('codeforces-1305', 'codeforces', '1305', ${ROUND.name}, 'https://codeforces.com/contest/1305',
            ${new Date(endsAt.getTime() - 3 * 3_600_000).toISOString()}::timestamptz, 180,
            ${endsAt.toISOString()}::timestamptz, 'ozon', 'codeforces:ozon')`);
  await db.execute(
    sql`insert into users (google_sub, email, name) values ('p1', 'p1@example.com', 'P')`,
  );
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at)
    select id, 'codeforces', 'tourist', ${endsAt.toISOString()}::timestamptz from users`);
  // A second user with no handle: they see no `you` and no results.
  await db.execute(
    sql`insert into users (google_sub, email, name) values ('p2', 'p2@example.com', 'Q')`,
  );
  const expires = new Date(endsAt.getTime() + 30 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select case google_sub when 'p1' then ${hashSessionToken('tok-p1')} else ${hashSessionToken('tok-p2')} end,
           id, ${expires}::timestamptz from users`);
  const yours = async (token: string) => {
    const results = (await (
      await stack.request('GET', '/user/results?platform=codeforces', { token })
    ).json()) as {
      results: { contestId: string; rank: number; newRating: number; predicted: boolean }[];
    };
    const past = (await (await stack.request('GET', '/api/contests/past', { token })).json()) as {
      contests: { id: string; you?: Record<string, unknown> }[];
    };
    return {
      results: results.results,
      you: past.contests.find((c) => c.id === 'codeforces-1305')?.you,
    };
  };

  expect((await stack.get(path('tourist'))).status).toBe(404);

  // The standings are held: the round is enlisted and its first prediction under way.
  let release: () => void = () => undefined;
  replay.state.holdStandings = new Promise<void>((resolve) => (release = resolve));
  const run = stack.server.predictionsNow?.();
  for (let i = 0; i < 200 && !replay.calls.includes('/api/contest.standings'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const computing = await stack.get(path('tourist'));
  expect(computing.status).toBe(202);
  expect(computing.headers.get('retry-after')).toBe('60');
  release();
  await run;

  const sample = replay.recorded.filter((_, i) => i % 150 === 0).slice(0, 50);
  const predicted = await stack.get(path(sample.map((row) => row.handle.toUpperCase()).join(',')));
  expect(predicted.status).toBe(200);
  const body = (await predicted.json()) as {
    final: boolean;
    computedAt: string;
    rows: { handle: string; rank: number; oldRating: number; newRating: number; delta: number }[];
  };
  expect(body.final).toBe(false);
  expect(body.rows).toHaveLength(50);
  for (const row of sample) {
    const got = body.rows.find((r) => r.handle === row.handle);
    expect(got?.delta, row.handle).toBe(row.officialDelta);
    expect(got?.newRating).toBe(row.oldRating + row.officialDelta);
  }
  expect(body.rows[0]).toMatchObject({ handle: 'tourist', rank: 1, oldRating: 3496, delta: 89 });
  // The card's and the results' rows: predicted, with the ratings; nothing for another user.
  expect(await yours('tok-p1')).toEqual({
    results: [
      expect.objectContaining({
        contestId: 'codeforces-1305',
        rank: 1,
        newRating: 3585,
        predicted: true,
      }),
    ],
    you: { rank: 1, ratingChange: 89, predicted: true, oldRating: 3496, newRating: 3585 },
  });
  expect(await yours('tok-p2')).toEqual({ results: [], you: undefined });
  // Followed handles that took part: 'Friends: 2' on the card (one followed handle did not).
  await db.execute(sql`
    insert into user_following (user_id, platform, handle_key, handle)
    select id, 'codeforces', k, k from users, unnest(array['petr', 'um_nik', 'not_there']) k
    where google_sub = 'p1'`);
  const page = (await (
    await stack.request('GET', '/api/contests/past', { token: 'tok-p1' })
  ).json()) as {
    contests: { id: string; friends?: number }[];
  };
  expect(page.contests.find((c) => c.id === 'codeforces-1305')?.friends).toBe(2);
  // Out of competition and teams are not rated.
  const none = (await (await stack.get(path('ooc_guest,team_a'))).json()) as { rows: unknown[] };
  expect(none.rows).toEqual([]);

  // Five minutes on, Codeforces has published: the official changes replace the prediction.
  replay.state.published = true;
  stack.time.clock.set(new Date(stack.time.clock.now().getTime() + 5 * 60_000));
  await stack.server.predictionsNow?.();
  const official = (await (await stack.get(path('tourist,Petr'))).json()) as typeof body;
  expect(official.final).toBe(true);
  expect(official.computedAt > body.computedAt).toBe(true);
  expect(official.rows.map((row) => [row.handle, row.delta])).toEqual([
    ['tourist', 89],
    ['Petr', -37],
  ]);
  expect(await yours('tok-p1')).toMatchObject({
    results: [{ contestId: 'codeforces-1305', predicted: false }],
    you: { rank: 1, ratingChange: 89, predicted: false },
  });
});

// Issue 49, point 6: a finished LeetCode contest, predicted from its ranking pages and every
// contestant's rating through LeetCode's gate (the replay: fixtures/upstream PROVENANCE L,
// reconstructed), kept across runs; nothing for AtCoder.
it('predicts a finished LeetCode contest across runs (202 while reading, then 200), not AtCoder', async () => {
  const { stack } = handle;
  const db = handle.db.database.db;
  const endsAt = new Date(new Date(TEST_NOW).getTime() - 30 * 60_000);
  const startsAt = new Date(endsAt.getTime() - 90 * 60_000).toISOString();
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    values ('leetcode-weekly-contest-479', 'leetcode', 'weekly-contest-479', 'Weekly Contest 479',
            'https://leetcode.com/contest/weekly-contest-479/', ${startsAt}::timestamptz, 90,
            ${endsAt.toISOString()}::timestamptz, 'weekly contest 479', 'leetcode:weekly'),
           ('atcoder-abc430', 'atcoder', 'abc430', 'AtCoder Beginner Contest 430',
            'https://atcoder.jp/contests/abc430', ${startsAt}::timestamptz, 100,
            ${endsAt.toISOString()}::timestamptz, 'abc 430', 'atcoder:abc')`);
  await db.execute(
    sql`insert into users (google_sub, email, name) values ('l1', 'l1@example.com', 'L')`,
  );
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at)
    select id, p, h, ${endsAt.toISOString()}::timestamptz from users,
      (values ('leetcode', 'suryansh0363'), ('atcoder', 'tourist')) v(p, h)`);
  const expires = new Date(endsAt.getTime() + 30 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select ${hashSessionToken('tok-l1')}, id, ${expires}::timestamptz from users`);
  const lcPath = '/api/contests/leetcode-weekly-contest-479/rating-changes?handles=suryansh0363';
  expect((await stack.get(lcPath)).status).toBe(404);

  // LeetCode refuses the ratings: the run fails, the two pages it read stay read.
  const lc = stack.replay;
  lc.setFault('leetcodeContestant', { type: 'status', status: 503 });
  await expect(stack.server.predictionsNow?.()).rejects.toThrow();
  expect(lc.requestsFor('leetcodeRanking').map((r) => r.url)).toEqual([
    '/contest/api/ranking/weekly-contest-479/?pagination=1&region=global',
    '/contest/api/ranking/weekly-contest-479/?pagination=2&region=global',
  ]);
  const computing = await stack.get(lcPath);
  expect(computing.status).toBe(202);
  expect(computing.headers.get('retry-after')).toBe('60');

  // Past the contest's lease the next run resumes: ratings only, each contestant once. Codeforces
  // is down meanwhile, with a round to predict: the run fails, LeetCode's part of it does not.
  lc.setFault('leetcodeContestant', undefined);
  stack.time.clock.set(new Date(stack.time.clock.now().getTime() + 10 * 60_000));
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    values ('codeforces-1305', 'codeforces', '1305', ${ROUND.name}, 'https://codeforces.com/contest/1305',
            ${startsAt}::timestamptz, 180, ${endsAt.toISOString()}::timestamptz, 'ozon', 'codeforces:ozon')`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at)
    select id, 'codeforces', 'tourist', ${endsAt.toISOString()}::timestamptz from users`);
  replay.state.down = true;
  const before = lc.requestsFor('leetcodeContestant').length;
  await expect(stack.server.predictionsNow?.()).rejects.toThrow();
  replay.state.down = false;
  expect(replay.calls).toContain('/api/contest.ratingChanges');
  expect(lc.requestsFor('leetcodeRanking')).toHaveLength(2);
  // 28 rated: 30 ranked, less a score of 0 and one of leetcode.cn's region.
  expect(lc.requestsFor('leetcodeContestant').length - before).toBe(28);

  // The expected change by the O(n²) formula, over the field the fixtures hold.
  const pages = readFixtureJson(
    'leetcode/contest_api_ranking__RECONSTRUCTED__weekly-contest-479__2-pages.json',
  ) as unknown[];
  const answers = readFixtureJson(
    'leetcode/graphql_userContestRanking__RECONSTRUCTED__weekly-contest-479-field.json',
  ) as Record<string, unknown>;
  const field = pages.flatMap((page) => readRankingPage(page).rows);
  const never = { data: { userContestRanking: null } };
  const expected = naiveDeltas(
    field.map((row, i) => ({ rank: i + 1, ...readContestantRating(answers[row.handle] ?? never) })),
  );
  const mine = field.findIndex((row) => row.handle === 'suryansh0363');
  const newRating = Math.round(expected[mine]?.newRating ?? Number.NaN);
  expect(newRating - 1425).toBe(101);

  const done = await stack.get(`${lcPath},late_joiner`);
  expect(done.status).toBe(200);
  // late_joiner is ranked 29th, 28th of the field read: the formula takes the place in the field.
  const last = expected[field.findIndex((row) => row.handle === 'late_joiner')];
  expect(await done.json()).toMatchObject({
    final: false,
    rows: [
      { handle: 'suryansh0363', rank: 14, oldRating: 1425, newRating, delta: 101 },
      {
        handle: 'late_joiner',
        rank: 29,
        oldRating: 1500,
        newRating: Math.round(last?.newRating ?? 0),
      },
    ],
  });
  // The card's and the results' rows, as Codeforces' flow.
  const results = (await (
    await stack.request('GET', '/user/results?platform=leetcode', { token: 'tok-l1' })
  ).json()) as { results: { contestId: string; predicted?: boolean }[] };
  expect(results.results).toEqual([
    expect.objectContaining({
      contestId: 'leetcode-weekly-contest-479',
      rank: 14,
      predicted: true,
    }),
  ]);
  const past = (await (
    await stack.request('GET', '/api/contests/past', { token: 'tok-l1' })
  ).json()) as { contests: { id: string; you?: Record<string, unknown> }[] };
  const card = (id: string) => past.contests.find((c) => c.id === id)?.you;
  expect(card('leetcode-weekly-contest-479')).toEqual({
    rank: 14,
    ratingChange: 101,
    predicted: true,
    oldRating: 1425,
    newRating,
  });
  // AtCoder is not predicted: no round, no line.
  expect(card('atcoder-abc430')).toBeUndefined();
  const atcoder = await stack.get('/api/contests/atcoder-abc430/rating-changes?handles=tourist');
  expect(atcoder.status).toBe(404);
});

it('reads a ranked contest a budget of calls a run; drops one no one here took part in, or past 3 days', async () => {
  const { stack } = handle;
  const db = handle.db.database.db;
  const now = stack.time.clock.now();
  const endsAt = new Date(now.getTime() - 30 * 60_000).toISOString();
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    select 'leetcode-' || s, 'leetcode', s, s, 'https://leetcode.com/contest/' || s || '/',
           ${endsAt}::timestamptz - interval '90 minutes', 90, ${endsAt}::timestamptz, s, 'leetcode:' || s
    from unnest(array['ours', 'theirs']) s`);
  await db.execute(
    sql`insert into users (google_sub, email, name) values ('b1', 'b1@example.com', 'B')`,
  );
  // Followed, not linked: enough to enlist and to keep.
  await db.execute(sql`
    insert into user_following (user_id, platform, handle_key, handle)
    select id, 'leetcode', 'mine', 'Mine' from users`);
  const calls: string[] = [];
  const source: RankingSource = {
    rankingPage(externalId, page) {
      calls.push(`${externalId} page ${page}`);
      const handles =
        externalId === 'ours' ? ['alpha', 'Mine', 'bravo', 'charlie'] : ['xray', 'yankee'];
      return Promise.resolve({
        pages: 1,
        rows: handles.map((h, i) => ({ handle: h, rank: i + 1 })),
      });
    },
    contestantRating(handle) {
      calls.push(handle);
      return Promise.resolve({ rating: 1500, attended: 3 });
    },
  };
  const run = () =>
    predictRankedContests(
      { db, clock: stack.time.clock, platform: 'leetcode', source, callsPerRun: 3 },
      new AbortController().signal,
    );
  const status = async (id: string) =>
    (await stack.get(`/api/contests/leetcode-${id}/rating-changes?handles=mine`)).status;

  // Run 1: 'ours' (earlier by id) gets 3 calls: its page and two ratings; 202 meanwhile.
  await run();
  expect(calls).toEqual(['ours page 1', 'alpha', 'Mine']);
  expect(await status('ours')).toBe(202);
  // Run 2: the two ratings left; then 'theirs' has its page read, no one here in it: dropped.
  await run();
  expect(calls.slice(3)).toEqual(['bravo', 'charlie', 'theirs page 1']);
  expect(await status('ours')).toBe(200);
  expect(await status('theirs')).toBe(404);
  // Equal ratings: the middle of four gains what the last loses.
  const rows = (
    (await (
      await stack.get('/api/contests/leetcode-ours/rating-changes?handles=alpha,mine,bravo,charlie')
    ).json()) as { rows: { handle: string; delta: number }[] }
  ).rows;
  expect(rows.map((row) => row.handle)).toEqual(['alpha', 'Mine', 'bravo', 'charlie']);
  expect(rows[0]?.delta).toBeGreaterThan(0);
  expect(rows[3]?.delta).toBeLessThan(0);

  // A contest still unread 3 days after its end is given up.
  await db.execute(sql`
    insert into contests (id, platform, external_id, title, url, starts_at, duration_minutes, ends_at, search_text, series_key)
    values ('leetcode-late', 'leetcode', 'late', 'late', 'https://leetcode.com/contest/late/',
            ${endsAt}::timestamptz - interval '90 minutes', 90, ${endsAt}::timestamptz, 'late', 'leetcode:late')`);
  await predictRankedContests(
    { db, clock: stack.time.clock, platform: 'leetcode', source, callsPerRun: 0 },
    new AbortController().signal,
  );
  expect(await status('late')).toBe(202);
  stack.time.clock.set(new Date(now.getTime() + 3 * 86_400_000));
  await run();
  expect(await status('late')).toBe(404);
  expect(calls.slice(6)).toEqual([]);
});

it('answers 400 naming the field, and 404 for a contest it does not predict', async () => {
  const { stack } = handle;
  for (const query of ['', 'a,b?', Array.from({ length: 51 }, (_, i) => `h${i}`).join(',')]) {
    const answer = await stack.get(path(query));
    expect(answer.status, query).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain('handles');
  }
  const unknown = await stack.get('/api/contests/codeforces-999999/rating-changes?handles=tourist');
  expect(unknown.status).toBe(404);
});

it('follows public handles: exists, duplicate, limit, unknown, unfollow', async () => {
  const { stack } = handle;
  const db = handle.db.database.db;
  await db.execute(
    sql`insert into users (google_sub, email, name) values ('f1', 'f1@example.com', 'F')`,
  );
  const expires = new Date(new Date(TEST_NOW).getTime() + 86_400_000).toISOString();
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select ${hashSessionToken('tok-f1')}, id, ${expires}::timestamptz from users`);
  const token = 'tok-f1';
  const follow = (handle: string) =>
    stack.request('POST', '/user/following', { token, json: { platform: 'codeforces', handle } });
  const list = async () =>
    (
      (await (await stack.request('GET', '/user/following', { token })).json()) as {
        following: { platform: string; handle: string; since: string }[];
      }
    ).following;

  expect((await follow('tourist')).status).toBe(204);
  expect((await list()).map(({ platform, handle }) => ({ platform, handle }))).toEqual([
    { platform: 'codeforces', handle: 'tourist' },
  ]);
  expect((await follow('TOURIST')).status).toBe(409);
  const unknown = await follow('no_such_user_zz');
  expect(unknown.status).toBe(404);
  expect(((await unknown.json()) as { message: string }).message).toContain('handle');
  const bad = await follow('.hidden');
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toContain('handle');
  expect((await stack.request('GET', '/user/following')).status).toBe(401);

  // 99 more make 100: the next is refused.
  await db.execute(sql`
    insert into user_following (user_id, platform, handle_key, handle)
    select u.id, 'codeforces', 'h' || g, 'h' || g from users u, generate_series(1, 99) g`);
  expect((await list()).length).toBe(100);
  const over = await follow('Petr');
  expect(over.status).toBe(409);
  expect(((await over.json()) as { message: string }).message).toContain('100');

  expect(
    (await stack.request('DELETE', '/user/following/codeforces/Tourist', { token })).status,
  ).toBe(204);
  expect((await list()).map((f) => f.handle)).not.toContain('tourist');
  expect((await follow('Petr')).status).toBe(204);
});
