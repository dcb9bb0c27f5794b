import type {
  LinkedHandle,
  RecommendationsResponse,
  UpsolveResponse,
} from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contests } from '#server/db/schema';
import { profileWithAffiliation } from '#replay/platforms/atcoder/replay-handles';
import { readFixtureJson } from '#replay/server/fixtures';
import { upsolveOf as upsolveOfStack } from './upsolve-of';
import { signInAs, syncAllOk, useStack } from './use-stack';

// AtCoder upsolving on AtCoder Problems' recorded submissions of tuki_remon, 2014–2017
// (PROVENANCE: users' histories F–I): matched to the contests by their own (recorded) times.
const accounts = useStack({
  accounts: true,
  emptyEachTest: false,
  // Her contests ran in 2014–2017: any age counts here (the last test restarts with the default).
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RECOMMEND_SINCE_YEARS: '0' },
});
let people = 0;

const call = (method: string, path: string, token: string, json?: unknown) =>
  accounts.stack.request(method, path, { token, ...(json === undefined ? {} : { json }) });

/** A user who linked and verified tuki_remon's AtCoder handle. */
async function verifiedOwner(): Promise<string> {
  people += 1;
  const sub = `atcoder-${people}`;
  const token = await signInAs(accounts.stack, accounts.keys, { sub, email: `${sub}@example.com` });
  const linked = await call('POST', '/user/handles', token, {
    platform: 'atcoder',
    handle: 'tuki_remon',
  });
  const challenge = ((await linked.json()) as LinkedHandle).challenge;
  if (!challenge || !('code' in challenge)) throw new Error('no code challenge');
  accounts.stack.replay.setFault('atcoderUser', {
    type: 'raw',
    status: 200,
    body: profileWithAffiliation(challenge.code),
  });
  const verified = await call('POST', '/user/handles/atcoder/verify', token);
  expect(verified.status, await verified.clone().text()).toBe(200);
  return token;
}

const upsolveOf = (token: string) => upsolveOfStack(accounts.stack, token);

const fromSeconds = () =>
  accounts.stack.replay
    .requestsFor('atcoderSubmissions')
    .map((r) => new URL(r.url, 'http://x').searchParams.get('from_second'));

beforeAll(async () => {
  await syncAllOk(accounts.stack);
  // The contests her submissions went to, as the sync writes them (AtCoder Problems' recorded list).
  const recorded = readFixtureJson(
    'atcoder/kenkoooo_resources_contests.json__2019-03-03__AtCoderProblems-frontend__trimmed-to-tuki_remon.json',
  ) as { id: string; title: string; start_epoch_second: number; duration_second: number }[];
  await accounts.db.database.db.insert(contests).values(
    recorded.map((c) => ({
      id: `atcoder-${c.id}`,
      platform: 'atcoder' as const,
      externalId: c.id,
      title: c.title,
      url: `https://atcoder.jp/contests/${c.id}`,
      startsAt: new Date(c.start_epoch_second * 1000),
      durationMinutes: Math.round(c.duration_second / 60),
      endsAt: new Date((c.start_epoch_second + c.duration_second) * 1000),
    })),
  );
});
beforeEach(async () => {
  await accounts.stack.server.backgroundIdle();
  await accounts.db.database.db.execute(
    sql`truncate table user_upsolve, user_results, user_handles`,
  );
  accounts.stack.replay.setFault('atcoderSubmissions', undefined);
});

describe('AtCoder: what is left to upsolve', () => {
  it('lists the contests entered (submitted to while they ran), newest first, without what was solved during them', async () => {
    const before = fromSeconds().length;
    const ada = await verifiedOwner();
    const body = await upsolveOf(ada);
    expect(body.hasMore).toBe(true);
    expect(body.contests.map((c) => c.contestId).slice(0, 4)).toEqual([
      'atcoder-code-thanks-festival-2017-open',
      'atcoder-code-festival-2017-qualc',
      'atcoder-code-festival-2017-qualb',
      'atcoder-code-festival-2017-quala',
    ]);
    // A and B accepted during the contest: not listed.
    const [first] = body.contests;
    expect(first?.problems.map((p) => p.id)).toEqual(
      ['c', 'd', 'e', 'f', 'g', 'h'].map((x) => `code_thanks_festival_2017_${x}`),
    );
    // AtCoder Problems has no model of these (recorded problem-models.json): unrated.
    expect(first?.problems[0]).toEqual({
      id: 'code_thanks_festival_2017_c',
      name: 'Factory',
      link: 'https://atcoder.jp/contests/code-thanks-festival-2017-open/tasks/code_thanks_festival_2017_c',
      solved: false,
      difficulty: null,
      tags: [],
    });
    // B failed during the qualifier, accepted afterwards: open ones easiest first, B last.
    expect(body.contests[3]?.open).toBe(3);
    expect(body.contests[3]?.problems.map((p) => [p.id, p.difficulty, p.solved])).toEqual([
      ['code_festival_2017_quala_d', 2445, false],
      ['code_festival_2017_quala_f', 3091, false],
      ['code_festival_2017_quala_e', 3415, false],
      ['code_festival_2017_quala_b', 863, true],
    ]);
    // 668 submissions: a page of 500 from the start, then the rest from the 500th one's second.
    expect(fromSeconds().slice(before)).toEqual(['0', '1483382499']);
  });

  it('reads on from the newest submission seen, keeps the problem lists, and ticks off what was solved since', async () => {
    const ada = await verifiedOwner();
    await upsolveOf(ada);
    const before = fromSeconds().length;
    const lists = accounts.stack.replay.requestsFor('atcoderContestProblems').length;
    // Solved a week later, in practice.
    const since = {
      id: 9_999_999,
      epoch_second: 1_512_800_000,
      problem_id: 'code_thanks_festival_2017_c',
      contest_id: 'code-thanks-festival-2017-open',
      user_id: 'tuki_remon',
      language: 'C++14 (GCC 5.4.1)',
      point: 300,
      length: 1200,
      result: 'AC',
      execution_time: 2,
    };
    accounts.stack.replay.setFault('atcoderSubmissions', {
      type: 'edit',
      edit: (page, url) =>
        Number(url.searchParams.get('from_second')) <= since.epoch_second
          ? [...(page as unknown[]), since]
          : page,
    });
    const { clock } = accounts.stack.time;
    clock.set(new Date(clock.now().getTime() + 6 * 3_600_000 + 1_000));
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
    expect(fromSeconds().slice(before)).toEqual(['1512188154']);
    expect(accounts.stack.replay.requestsFor('atcoderContestProblems')).toHaveLength(lists);
    const body = (await (await call('GET', '/user/upsolve', ada)).json()) as UpsolveResponse;
    // Ticked off, and after the open ones.
    expect(body.contests[0]?.problems.map((p) => [p.id, p.solved]).slice(0, 1)).toEqual([
      ['code_thanks_festival_2017_d', false],
    ]);
    expect(body.contests[0]?.problems.at(-1)).toMatchObject({
      id: 'code_thanks_festival_2017_c',
      solved: true,
    });
  });
});

describe('AtCoder: picked for you (issue 50)', () => {
  type Picks = RecommendationsResponse;
  const picks = async (token: string, query: string) => {
    const response = await call('GET', `/user/recommendations?${query}`, token);
    return { status: response.status, body: (await response.json()) as Picks };
  };

  it("picks unsolved problems by AtCoder Problems' model in each band, skips for 30 days across a restart, 409 without a handle", async () => {
    const ada = await verifiedOwner();
    await upsolveOf(ada);
    await accounts.stack.server.backgroundIdle();
    const accepted = new Set(
      (
        readFixtureJson(
          'atcoder/kenkoooo_v3_user_submissions__2017-12-08__tuki_remon__4geru-atcoder-solved.json',
        ) as { problem_id: string; result: string }[]
      )
        .filter((s) => s.result === 'AC')
        .map((s) => s.problem_id),
    );
    const bands = {
      easy: await picks(ada, 'platform=atcoder&band=easy&count=50'),
      medium: await picks(ada, 'platform=atcoder&band=medium&count=50'),
      hard: await picks(ada, 'platform=atcoder&band=hard&count=50'),
    };
    // Her rating: the newest of the recorded history (PROVENANCE A).
    expect(bands.easy.status).toBe(200);
    expect(bands.easy.body.platform).toBe('atcoder');
    expect(typeof bands.easy.body.rating).toBe('number');
    for (const [band, [min, max, target]] of [
      ['easy', [0.5, 1, 0.8]],
      ['medium', [0.2, 0.8, 0.5]],
      ['hard', [0, 0.5, 0.2]],
    ] as const) {
      const { problems } = bands[band].body;
      // Never one she solved; each in its band, the nearest to its target first.
      expect(problems.filter((p) => accepted.has(p.id))).toEqual([]);
      expect(problems.every((p) => p.solveChance >= min && p.solveChance <= max)).toBe(true);
      const gaps = problems.map((p) => Math.abs(p.solveChance - target));
      expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
      if (problems.length === 0) continue;
      expect(problems[0]?.url).toMatch(/^https:\/\/atcoder\.jp\/contests\/[^/]+\/tasks\//);
      expect(problems[0]?.difficulty).not.toBeNull();
    }
    // Rated 4023, nothing recorded is hard for her; most is easy.
    expect(bands.easy.body.problems.length).toBeGreaterThan(10);
    expect(bands.hard.body.problems).toEqual([]);
    expect((await picks(ada, 'platform=atcoder&band=easy&count=3')).body.problems).toHaveLength(3);
    // AtCoder Problems publishes no tags: asking for one narrows to nothing.
    expect((await picks(ada, 'platform=atcoder&tags=dp')).body.problems).toEqual([]);

    const skipped = bands.easy.body.problems[0]?.id ?? '';
    const skip = await call('POST', '/user/recommendations/skip', ada, {
      platform: 'atcoder',
      problemId: skipped,
    });
    expect(skip.status).toBe(200);
    const until = ((await skip.json()) as { until: string }).until;
    expect(Date.parse(until) - accounts.stack.time.clock.now().getTime()).toBe(30 * 86_400_000);
    const ids = async () =>
      (await picks(ada, 'platform=atcoder&band=easy&count=50')).body.problems.map((p) => p.id);
    expect(await ids()).not.toContain(skipped);

    // Bad input names the field; no verified handle on the platform: 409 naming it.
    const bad = await call('GET', '/user/recommendations?platform=atcoder&band=trivial', ada);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/band/);
    const codeforces = await call('GET', '/user/recommendations?platform=codeforces', ada);
    expect(codeforces.status).toBe(409);
    expect(await codeforces.text()).toMatch(/No verified Codeforces handle/);
    const noSkip = await call('POST', '/user/recommendations/skip', ada, {
      platform: 'leetcode',
      problemId: 'two-sum',
    });
    expect(noSkip.status).toBe(409);

    // 'Not now' is kept in the database: a restarted server still hides it.
    await accounts.restart({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RECOMMEND_SINCE_YEARS: '0' },
    });
    const afterRestart = await ids();
    expect(afterRestart.length).toBeGreaterThan(0);
    expect(afterRestart).not.toContain(skipped);
    // By default only contests of the last 5 years count: hers are all older.
    await accounts.restart({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    expect(await ids()).toEqual([]);
  });
});
