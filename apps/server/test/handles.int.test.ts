import type {
  ApiPastResponse,
  HandlesResponse,
  LinkedHandle,
  PastContestsResponse,
  RecommendationsResponse,
  ResultsResponse,
  UpsolveResponse,
} from '@contest-tracker/contract';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contests } from '#server/db/schema';
import { userHandles, userResults, userUpsolve } from '#server/db/schema-handles';
import { readFixtureJson } from '#replay/server/fixtures';
import { heldAnswers } from './held-answers';
import { upsolveOf as upsolveOfStack } from './upsolve-of';
import { signInAs, syncAllOk, syncByPlatform, useStack } from './use-stack';

// One sync for the file; each test signs in its own users and sets its own replayed answers.
const edge = heldAnswers();
const accounts = useStack({
  http: { fetch: edge.fetch },
  accounts: true,
  emptyEachTest: false,
  // Many people sign in here within the minute; sign-in limits are tested elsewhere.
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
});
let people = 0;

const call = (method: string, path: string, token: string, json?: unknown) =>
  accounts.stack.request(method, path, { token, ...(json === undefined ? {} : { json }) });

async function someone(): Promise<string> {
  people += 1;
  const sub = `coder-${people}`;
  return signInAs(accounts.stack, accounts.keys, { sub, email: `${sub}@example.com` });
}

async function link(token: string, handle = 'tourist'): Promise<LinkedHandle> {
  const response = await call('POST', '/user/handles', token, { platform: 'codeforces', handle });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as LinkedHandle;
}

const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  const { clock } = accounts.stack.time;
  clock.set(new Date(clock.now().getTime() + ms));
};

type Made = {
  contestId: number;
  index: string;
  at: Date;
  verdict?: string;
  participantType?: string;
};

/**
 * The recorded submission, made a compilation error to `problem` at `at` (PROVENANCE 1d), newest
 * first with ids past the recorded ones; the answer paged by `from` and `count` as Codeforces does.
 */
function submissions(...made: Made[]) {
  const recorded = readFixtureJson(
    'codeforces/user.status__2026-09-15__didarul-codes-CFClimb.json',
  ) as {
    result: Record<string, unknown>[];
  };
  const [first] = recorded.result;
  accounts.stack.replay.setFault('codeforcesStatus', {
    type: 'edit',
    // The newest submissions first, before the replayed history (which upsolving reads).
    edit: (body, url) => {
      const all = [
        ...made.map((m, i) => ({
          ...first,
          id: NEWEST_RECORDED_ID + made.length - i,
          problem: { ...(first?.problem as object), contestId: m.contestId, index: m.index },
          author: {
            ...(first?.author as object),
            participantType: m.participantType ?? 'PRACTICE',
          },
          creationTimeSeconds: Math.floor(m.at.getTime() / 1000),
          verdict: m.verdict ?? 'COMPILATION_ERROR',
        })),
        ...(body as { result: unknown[] }).result,
      ];
      const from = Number(url.searchParams.get('from') ?? 1);
      const count = Number(url.searchParams.get('count') ?? all.length);
      return { status: 'OK', result: all.slice(from - 1, from - 1 + count) };
    },
  });
}
/** Past the ids of both recorded answers of user.status. */
const NEWEST_RECORDED_ID = 400_000_000;

function proofFor(linked: LinkedHandle, at = accounts.stack.time.clock.now()) {
  const challenge = linked.challenge;
  if (!challenge || !('contestId' in challenge)) throw new Error('no submission challenge');
  submissions({ contestId: challenge.contestId, index: challenge.index, at });
  return challenge;
}

const verify = (token: string) => call('POST', '/user/handles/codeforces/verify', token);

const upsolveOf = (token: string) => upsolveOfStack(accounts.stack, token);
function problemOf(body: UpsolveResponse, id: string) {
  return body.contests.flatMap((c) => c.problems).find((p) => p.id === id);
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  await syncAllOk(accounts.stack);
});
beforeEach(async () => {
  // The last test's upsolve reads run on after its answers: let them end first.
  await accounts.stack.server.backgroundIdle();
  await accounts.db.database.db.execute(
    sql`truncate table user_upsolve, user_results, user_handles`,
  );
  accounts.stack.replay.setFault('codeforcesStatus', undefined);
  accounts.stack.replay.setFault('codeforcesRating', undefined);
});

describe('linking a Codeforces handle', () => {
  it('asks for a compilation error to a named problem within 10 minutes, and verifies it', async () => {
    const ada = await someone();
    const linked = await link(ada);
    // Issued once the problem pool was read (behind the gate, which moves the virtual clock).
    const issuedAt = accounts.stack.time.clock.now();
    expect(linked).toMatchObject({ platform: 'codeforces', handle: 'tourist', verified: false });
    const challenge = linked.challenge;
    // Drawn from the whole problemset: an index is a letter, sometimes with a digit (`F1`).
    expect(challenge && 'contestId' in challenge && /^[A-Z]\d?$/.test(challenge.index)).toBe(true);
    expect(Date.parse(challenge?.expiresAt ?? '')).toBe(issuedAt.getTime() + minutes(10));

    advance(minutes(3));
    proofFor(linked);
    const verified = await verify(ada);
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(await verified.json()).toEqual({ verified: true });

    const handles = (await (await call('GET', '/user/handles', ada)).json()) as HandlesResponse;
    expect(handles.linkable).toEqual(['leetcode', 'codeforces', 'codechef', 'atcoder']);
    // LeetCode's public sources tell no contest's problems a user left: no upsolve list there.
    expect(handles.upsolvable).toEqual(['codeforces', 'atcoder']);
    // No OAuth app configured here: the compile-error proof alone.
    expect(handles.codeforcesOAuth).toBe(false);
    expect((await call('POST', '/user/handles/codeforces/oauth', ada)).status).toBe(404);
    const back = await fetch(
      `${accounts.stack.server.url}/user/handles/codeforces/oauth/callback?code=c&state=s`,
      { redirect: 'manual' },
    );
    expect([back.status, back.headers.get('location')]).toEqual([
      303,
      `/profile?link_error=${encodeURIComponent('Link with Codeforces is not set up on this server.').replace(/%20/g, '+')}`,
    ]);
    expect(handles.handles).toEqual([
      expect.objectContaining({ platform: 'codeforces', handle: 'tourist', verified: true }),
    ]);
    expect(handles.handles[0]?.challenge).toBeUndefined();
    const fetchedAt = Date.parse(handles.handles[0]?.lastFetchedAt ?? '');
    expect(fetchedAt).toBeGreaterThan(issuedAt.getTime());
    expect(fetchedAt).toBeLessThanOrEqual(accounts.stack.time.clock.now().getTime());
    // The proof and the results were asked of Codeforces through its 2-second gate.
    const params = (url: string) => new URL(url, 'http://x').searchParams;
    const proofCall = accounts.stack.replay
      .requestsFor('codeforcesStatus')
      .findLast((c) => params(c.url).get('count') === '20');
    const ratingCall = accounts.stack.replay.requestsFor('codeforcesRating').at(-1);
    expect(params(proofCall?.url ?? '').get('handle')).toBe('tourist');
    expect(params(ratingCall?.url ?? '').get('handle')).toBe('tourist');
    expect((ratingCall?.at.getTime() ?? 0) - (proofCall?.at.getTime() ?? 0)).toBeGreaterThanOrEqual(
      2_000,
    );
  });

  it('shows the verified owner their rated contests, newest first, and nobody else', async () => {
    const ada = await someone();
    const bob = await someone();
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);

    const mine = (await (
      await call('GET', '/user/results?platform=codeforces', ada)
    ).json()) as ResultsResponse;
    // The recorded user.rating (PROVENANCE 1d): 11 rated rounds, the newest two first.
    expect(mine.results).toHaveLength(11);
    expect(mine.results.slice(0, 2).map(({ at, ...rest }) => ({ ...rest, at: typeof at }))).toEqual(
      [
        {
          contestId: 'codeforces-1459',
          title: 'Codeforces Round 691 (Div. 2)',
          rank: 6726,
          oldRating: 1031,
          newRating: 981,
          at: 'string',
          predicted: false,
        },
        {
          contestId: 'codeforces-1462',
          title: 'Codeforces Round 690 (Div. 3)',
          rank: 6419,
          oldRating: 1024,
          newRating: 1031,
          at: 'string',
          predicted: false,
        },
      ],
    );
    const theirs = (await (
      await call('GET', '/user/results?platform=codeforces', bob)
    ).json()) as ResultsResponse;
    expect(theirs.results).toEqual([]);
    const anonymous = await accounts.stack.get('/user/results?platform=codeforces');
    expect(anonymous.status).toBe(401);
  });

  it("puts the owner's rank and rating change on their past cards, only in their own answer", async () => {
    const ada = await someone();
    const bob = await someone();
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);
    await upsolveOf(ada);
    const query = `/contests/past_contest?platforms=codeforces&q=${encodeURIComponent('Round 689')}`;
    const pageFor = async (token?: string) => {
      const response = await accounts.stack.request('GET', query, token ? { token } : {});
      expect(response.status).toBe(200);
      const body = (await response.json()) as PastContestsResponse;
      return { response, round8: body.pastContests.find((c) => c.id === 'codeforces-1461') };
    };
    // Anonymous first: the shared answer is remembered before Ada asks.
    const anonymous = await pageFor();
    expect(anonymous.round8).toBeDefined();
    expect(anonymous.round8?.you).toBeUndefined();
    const adas = await pageFor(ada);
    // Round 689: rank 6227, 1031 → 1024, and problem B never solved.
    expect(adas.round8?.you).toEqual({ rank: 6227, ratingChange: -7, toUpsolve: 1 });
    expect(adas.response.headers.get('cache-control')).toBe('private, no-cache');
    expect((await pageFor(bob)).round8?.you).toBeUndefined();
    expect((await pageFor()).round8?.you).toBeUndefined();
    // Our own list carries the same, on the same contest.
    const ours = await accounts.stack.request(
      'GET',
      query.replace('/contests/past_contest', '/api/contests/past'),
      { token: ada },
    );
    expect(ours.headers.get('cache-control')).toBe('private, no-cache');
    const oursBody = (await ours.json()) as ApiPastResponse;
    expect(oursBody.contests.find((c) => c.id === 'codeforces-1461')?.you).toEqual(
      adas.round8?.you,
    );
  });

  it('refuses a submission to another problem, naming the one it looked for', async () => {
    const ada = await someone();
    const linked = await link(ada);
    const challenge = linked.challenge;
    if (!challenge || !('contestId' in challenge)) throw new Error('no challenge');
    submissions({
      contestId: challenge.contestId + 1000,
      index: 'B',
      at: accounts.stack.time.clock.now(),
    });
    const response = await verify(ada);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(
      `Not verified: no submission to ${challenge.contestId}${challenge.index} since the challenge was issued.`,
    );
    const handles = (await (await call('GET', '/user/handles', ada)).json()) as HandlesResponse;
    expect(handles.handles[0]?.verified).toBe(false);
  });

  it('refuses a compilation error made before the challenge, and one with another verdict', async () => {
    const ada = await someone();
    const linked = await link(ada);
    proofFor(linked, new Date(accounts.stack.time.clock.now().getTime() - minutes(1)));
    const early = await verify(ada);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatch(/made before the challenge was issued/);

    const challenge = linked.challenge;
    if (!challenge || !('contestId' in challenge)) throw new Error('no challenge');
    submissions({ ...challenge, at: accounts.stack.time.clock.now(), verdict: 'WRONG_ANSWER' });
    const wrongVerdict = await verify(ada);
    expect(wrongVerdict.status).toBe(409);
    expect(await errorOf(wrongVerdict)).toMatch(/verdict is not Compilation error/);
  });

  it('refuses to verify once the challenge expired, even with the proof there', async () => {
    const ada = await someone();
    const linked = await link(ada);
    advance(minutes(10) + 1_000);
    proofFor(linked, new Date(accounts.stack.time.clock.now().getTime() - minutes(1)));
    const response = await verify(ada);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(
      'The challenge expired: link the handle again for a new one.',
    );
  });

  it('gives a verified handle to one account: 409 for the next, free again once unlinked', async () => {
    const ada = await someone();
    const bob = await someone();
    const bobsTry = await link(bob, 'Tourist');
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);

    // Bob started first and even shows the proof: the handle went to Ada meanwhile.
    proofFor(bobsTry);
    const late = await verify(bob);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe('The Codeforces handle Tourist is linked to another account.');
    const again = await call('POST', '/user/handles', bob, {
      platform: 'codeforces',
      handle: 'TOURIST',
    });
    expect(again.status).toBe(409);

    const unlinked = await call('DELETE', '/user/handles/codeforces', ada);
    expect(unlinked.status).toBe(204);
    const adaResults = (await (
      await call('GET', '/user/results?platform=codeforces', ada)
    ).json()) as ResultsResponse;
    expect(adaResults.results).toEqual([]);
    proofFor(await link(bob, 'TOURIST'));
    expect((await verify(bob)).status).toBe(200);
  });

  it('says Codeforces has no such user, and shows a results failure on the handle without failing', async () => {
    const ada = await someone();
    await link(ada, 'zz_no_such_handle_zz');
    accounts.stack.replay.setFault('codeforcesStatus', {
      type: 'raw',
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify(
        readFixtureJson(
          'codeforces/error_FAILED__user.status__handle-not-found__didarul-codes-CFClimb.json',
        ),
      ),
    });
    const unknown = await verify(ada);
    expect(unknown.status).toBe(409);
    expect(await errorOf(unknown)).toBe('Codeforces has no user zz_no_such_handle_zz.');

    const bob = await someone();
    proofFor(await link(bob, 'bobs_handle'));
    accounts.stack.replay.setFault('codeforcesRating', { type: 'status', status: 503 });
    expect((await verify(bob)).status).toBe(200);
    const handles = (await (await call('GET', '/user/handles', bob)).json()) as HandlesResponse;
    expect(handles.handles[0]).toMatchObject({ verified: true, error: 'HTTP 503' });
    expect(handles.handles[0]?.lastFetchedAt).toBeUndefined();
  });

  it('lists what is left to upsolve by contest, newest first: solved since ticked, solved during never', async () => {
    const ada = await someone();
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);
    const body = await upsolveOf(ada);
    expect(body.hasMore).toBe(false);
    expect(body.contests.map((c) => c.contestId)).toEqual([
      'codeforces-1459',
      'codeforces-1461',
      'codeforces-1452',
      'codeforces-1440',
      'codeforces-1447',
      'codeforces-1438',
    ]);
    // 1459: A accepted during the round (not listed), B failed then accepted in practice.
    // The problemset replayed here has none of these rounds: unrated (practice.int.test.ts
    // reads the one that has them).
    expect(body.contests[0]).toEqual({
      contestId: 'codeforces-1459',
      title: 'Codeforces Round 691 (Div. 2)',
      startsAt: '2023-01-01T06:50:00.000Z',
      platform: 'codeforces',
      open: 0,
      problems: [
        {
          id: '1459B',
          name: 'Move and Turn',
          link: 'https://codeforces.com/contest/1459/problem/B',
          solved: true,
          difficulty: null,
          tags: [],
        },
      ],
    });
    // Open ones first.
    expect(body.contests[3]?.open).toBe(1);
    expect(body.contests[3]?.problems.map((p) => [p.id, p.solved])).toEqual([
      ['1440C2', false],
      ['1440B', true],
      ['1440C1', true],
    ]);
    // Read once a day per instance: another read asks the problemset no more.
    const reads = accounts.stack.replay.requestsFor('codeforcesProblemset').length;
    await upsolveOf(ada);
    expect(accounts.stack.replay.requestsFor('codeforcesProblemset')).toHaveLength(reads);
    const bob = await someone();
    const bobs = (await (await call('GET', '/user/upsolve', bob)).json()) as UpsolveResponse;
    expect(bobs).toEqual({ contests: [], page: 0, hasMore: false });
    expect((await call('GET', '/user/upsolve?page=x', ada)).status).toBe(400);
  });

  it('answers the page that holds a contest asked for by id (a card links there)', async () => {
    const ada = await someone();
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);
    await upsolveOf(ada);
    await accounts.stack.server.backgroundIdle();
    // Ten older rounds with a problem left each: the list's 16 contests take two pages.
    const { db } = accounts.db.database;
    const [owner] = await db.select({ userId: userHandles.userId }).from(userHandles);
    const [round1438] = await db
      .select({ startsAt: contests.startsAt })
      .from(contests)
      .where(eq(contests.id, 'codeforces-1438'));
    const older = await db
      .select({ id: contests.id })
      .from(contests)
      .where(
        and(
          eq(contests.platform, 'codeforces'),
          lt(contests.startsAt, round1438?.startsAt ?? new Date(0)),
        ),
      )
      // The list's own order: contests starting at the same moment by id.
      .orderBy(desc(contests.startsAt), contests.id)
      .limit(10);
    expect(older).toHaveLength(10);
    await db.insert(userUpsolve).values(
      older.map(({ id }) => ({
        userId: owner?.userId ?? 0,
        contestId: id,
        platform: 'codeforces',
        problemId: 'A',
        name: 'Left',
        link: 'https://codeforces.com/',
        solved: false,
      })),
    );
    const pageOf = async (query: string) => {
      const response = await call('GET', `/user/upsolve?${query}`, ada);
      expect(response.status).toBe(200);
      const body = (await response.json()) as UpsolveResponse;
      return { page: body.page, ids: body.contests.map((c) => c.contestId) };
    };
    const ids = older.map((c) => c.id);
    const last = ids.at(-1);
    expect(await pageOf(`contest=${last ?? ''}`)).toEqual({
      page: 1,
      ids: ids.slice(4),
    });
    expect((await pageOf(`contest=${ids[3] ?? ''}`)).page).toBe(0);
    expect((await pageOf('contest=codeforces-1438&page=1')).page).toBe(0);
    // Not in the list: the page asked for.
    expect((await pageOf('contest=codeforces-1&page=1')).ids).toContain(last);
    expect((await call('GET', `/user/upsolve?contest=${'x'.repeat(201)}`, ada)).status).toBe(400);
  });

  it('reads only the submissions since the last read, in a small page, and ticks off what was solved since', async () => {
    const ada = await someone();
    const linked = await link(ada);
    const challenge = proofFor(linked);
    const proof = { ...challenge, at: accounts.stack.time.clock.now() };
    expect((await verify(ada)).status).toBe(200);
    expect(problemOf(await upsolveOf(ada), '1440C2')).toMatchObject({ solved: false });

    advance(6 * 60 * minutes(1) + 1_000);
    const later = accounts.stack.time.clock.now();
    submissions({ contestId: 1440, index: 'C2', at: later, verdict: 'OK' }, { ...proof });
    const from = accounts.stack.replay.requestsFor('codeforcesStatus').length;
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
    const body = (await (await call('GET', '/user/upsolve', ada)).json()) as UpsolveResponse;
    expect(problemOf(body, '1440C2')).toMatchObject({ solved: true });
    // The rest of the list is as it was.
    expect(body.contests.map((c) => c.contestId)).toHaveLength(6);
    const reads = accounts.stack.replay.requestsFor('codeforcesStatus').slice(from);
    expect(reads.map((r) => new URL(r.url, 'http://x').searchParams.get('count'))).toEqual(['100']);
  });

  it('reads a submission still being judged again next time', async () => {
    const ada = await someone();
    const proof = { ...proofFor(await link(ada)), at: accounts.stack.time.clock.now() };
    expect((await verify(ada)).status).toBe(200);
    await upsolveOf(ada);
    const solve = { contestId: 1440, index: 'C2', at: accounts.stack.time.clock.now() };
    submissions({ ...solve, verdict: 'TESTING' }, proof);
    advance(6 * 60 * minutes(1) + 1_000);
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
    const judging = (await (await call('GET', '/user/upsolve', ada)).json()) as UpsolveResponse;
    expect(problemOf(judging, '1440C2')).toMatchObject({ solved: false });
    // The same submission, judged since.
    submissions({ ...solve, verdict: 'OK' }, proof);
    advance(6 * 60 * minutes(1) + 1_000);
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
    const judged = (await (await call('GET', '/user/upsolve', ada)).json()) as UpsolveResponse;
    expect(problemOf(judged, '1440C2')).toMatchObject({ solved: true });
  });

  it('drops a problem solved during its contest after a read in the middle of it', async () => {
    const ada = await someone();
    const proof = { ...proofFor(await link(ada)), at: accounts.stack.time.clock.now() };
    expect((await verify(ada)).status).toBe(200);
    expect((await upsolveOf(ada)).contests[0]?.contestId).toBe('codeforces-1459');
    const during = { contestId: 1459, index: 'B', verdict: 'OK', participantType: 'CONTESTANT' };
    submissions({ ...during, at: accounts.stack.time.clock.now() }, proof);
    advance(6 * 60 * minutes(1) + 1_000);
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
    const body = (await (await call('GET', '/user/upsolve', ada)).json()) as UpsolveResponse;
    // 1459's only problem left was B: the contest leaves the list; the others stay.
    expect(body.contests.map((c) => c.contestId)).toEqual([
      'codeforces-1461',
      'codeforces-1452',
      'codeforces-1440',
      'codeforces-1447',
      'codeforces-1438',
    ]);
  });

  it('names the field of a bad request, and the platforms without handles', async () => {
    const ada = await someone();
    const bad = await call('POST', '/user/handles', ada, { platform: 'codeforces', handle: 'a b' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/handle/);
    // Dots alone, or a leading dot, would walk a platform's URL (issue 45).
    for (const handle of ['..', '...', '.hidden']) {
      const dots = await call('POST', '/user/handles', ada, { platform: 'atcoder', handle });
      expect(dots.status, handle).toBe(400);
      expect(await errorOf(dots)).toBe('handle: a handle cannot start with "."');
    }
    // A platform this server does not serve (the stack serves four).
    const noSource = await call('POST', '/user/handles', ada, {
      platform: 'geeksforgeeks',
      handle: 'chef',
    });
    expect(noSource.status).toBe(400);
    expect(await errorOf(noSource)).toBe(
      'platform: handles on GeeksforGeeks cannot be linked here',
    );
    const nothing = await verify(ada);
    expect(nothing.status).toBe(404);
  });

  it('reads the results again once they are 6 hours old, and not before', async () => {
    const ada = await someone();
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);
    accounts.stack.replay.setFault('codeforcesRating', {
      type: 'edit',
      edit: (body) => {
        const rating = body as { result: { contestId: number; rank: number }[] };
        return {
          ...rating,
          result: rating.result.map((r) => (r.contestId === 1459 ? { ...r, rank: 3 } : r)),
        };
      },
    });
    const rankOf8 = async () => {
      const response = await call('GET', '/user/results?platform=codeforces', ada);
      const body = (await response.json()) as ResultsResponse;
      return body.results.find((r) => r.contestId === 'codeforces-1459')?.rank;
    };
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(0);
    expect(await rankOf8()).toBe(6726);
    advance(6 * 60 * minutes(1) + 1_000);
    expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
    expect(await rankOf8()).toBe(3);
  });

  it('reads the results again once a contest on the platform has ended 2 hours ago', async () => {
    const ada = await someone();
    proofFor(await link(ada));
    expect((await verify(ada)).status).toBe(200);
    // A round that ends in an hour (written as the sync would: the replayed list has none then).
    const now = accounts.stack.time.clock.now().getTime();
    await accounts.db.database.db.insert(contests).values({
      id: 'codeforces-99001',
      platform: 'codeforces',
      externalId: '99001',
      title: 'Codeforces Round 99001',
      url: 'https://codeforces.com/contest/99001',
      startsAt: new Date(now - minutes(60)),
      durationMinutes: 120,
      endsAt: new Date(now + minutes(60)),
    });
    try {
      advance(minutes(60 + 119));
      expect(await accounts.stack.server.refreshHandlesNow()).toBe(0);
      advance(minutes(2));
      // 3 hours after it was read: not the 6-hour refresh, the contest's end.
      expect(await accounts.stack.server.refreshHandlesNow()).toBe(1);
      expect(await accounts.stack.server.refreshHandlesNow()).toBe(0);
    } finally {
      await accounts.db.database.db.delete(contests).where(eq(contests.id, 'codeforces-99001'));
    }
  });

  it('keeps Codeforces at one call per 2 seconds, however many users verify at once', async () => {
    // As many as the gate lets wait (10 users' calls); more are refused at once (rate-gate.test.ts).
    const tokens = await Promise.all(Array.from({ length: 10 }, () => someone()));
    const linked = await Promise.all(tokens.map((token, i) => link(token, `coder_${i}`)));
    const challenge = linked[0]?.challenge;
    if (!challenge || !('contestId' in challenge)) throw new Error('no challenge');
    // One answer proves every challenge: each asks a problem of the same short list.
    submissions(
      ...linked.map((l) => {
        const c = l.challenge;
        if (!c || !('contestId' in c)) throw new Error('no challenge');
        return { contestId: c.contestId, index: c.index, at: accounts.stack.time.clock.now() };
      }),
    );
    const from = accounts.stack.replay.requests.length;
    const { clock } = accounts.stack.time;
    const before = clock.now().getTime();
    const answers = await Promise.all(tokens.map((token) => verify(token)));
    expect(answers.map((a) => a.status)).toEqual(tokens.map(() => 200));
    await Promise.all(tokens.map((token) => upsolveOf(token)));
    const calls = accounts.stack.replay.requests
      .slice(from)
      .filter((r) => r.platform.startsWith('codeforces'));
    // Per user: the proof, the results and the history; and one standings call per contest taken
    // part in (the newest 10), once per instance however many users took part in it.
    const standings = calls.filter((r) => r.platform === 'codeforcesStandings');
    expect(calls.length - standings.length).toBe(10 * 3);
    expect(standings.length).toBeLessThanOrEqual(10);
    // On virtual time the gate's waits move the clock (a request may reach the replay after the
    // clock moved on for the next one, so arrival times say little): n calls through one
    // 2-second gate move it by at least (n − 1) × 2 s, and without the gate by nothing.
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual((calls.length - 1) * 2_000);
  });

  it('never verifies a handle linked while the proof of another was being checked (issue 45)', async () => {
    const mallory = await someone();
    // Mallory proves her own handle, and re-links to tourist while Codeforces is being asked.
    proofFor(await link(mallory, 'mallory_own'));
    const held = edge.hold('user.status?handle=mallory_own');
    const verifying = verify(mallory);
    await held.reached;
    await link(mallory, 'tourist');
    held.release();
    const answer = await verifying;
    expect(answer.status).toBe(409);
    expect(await errorOf(answer)).toMatch(/^The handle changed while it was being checked: /);
    const { handles } = (await (
      await call('GET', '/user/handles', mallory)
    ).json()) as HandlesResponse;
    expect(handles).toMatchObject([{ platform: 'codeforces', handle: 'tourist', verified: false }]);
    // The owner of tourist still links and verifies it.
    const owner = await someone();
    proofFor(await link(owner, 'tourist'));
    expect((await verify(owner)).status).toBe(200);
  });

  it('answers 409 for a proof of a challenge replaced meanwhile, even for the same handle', async () => {
    const ada = await someone();
    proofFor(await link(ada, 'ada_same'));
    const held = edge.hold('user.status?handle=ada_same');
    const verifying = verify(ada);
    await held.reached;
    // A new challenge (a new window) for the same handle: the old proof was checked against the old.
    advance(1_000);
    await link(ada, 'ada_same');
    held.release();
    const answer = await verifying;
    expect(answer.status).toBe(409);
    expect(await errorOf(answer)).toMatch(/^The handle changed while it was being checked: /);
  });

  it("lets one user's 40 verifies jam neither the gate, another user's verify nor the sync (issue 45)", async () => {
    const [mallory, ada] = await Promise.all([someone(), someone()]);
    const challenges = [await link(mallory, 'mallory_40'), await link(ada, 'ada_40')].map((l) => {
      const c = l.challenge;
      if (!c || !('contestId' in c)) throw new Error('no challenge');
      return { contestId: c.contestId, index: c.index, at: accounts.stack.time.clock.now() };
    });
    submissions(...challenges);
    // Codeforces is slow to answer Mallory's first call: her verification stays in flight.
    const held = edge.hold('user.status?handle=mallory_40');
    const first = verify(mallory);
    await held.reached;
    const flood = await Promise.all(Array.from({ length: 39 }, () => verify(mallory)));
    expect(flood.map((a) => a.status)).toEqual(flood.map(() => 409));
    for (const message of await Promise.all(flood.map(errorOf))) {
      expect(message).toMatch(/^Already checking this handle: /);
    }
    const [adaAnswer, sync] = await Promise.all([verify(ada), syncByPlatform(accounts.stack)]);
    expect(adaAnswer.status, await adaAnswer.clone().text()).toBe(200);
    expect(sync.codeforces?.ok).toBe(true);
    held.release();
    expect((await first).status).toBe(200);
  });

  it('gives verification its own budget: 6 a minute per user, then 429 with Retry-After', async () => {
    const ada = await someone();
    await link(ada, 'ada_budget');
    // No proof: each is a 409 "Not verified" after asking Codeforces.
    for (let i = 0; i < 6; i++) expect((await verify(ada)).status).toBe(409);
    const refused = await verify(ada);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatch(/^Too many verifications/);
    advance(minutes(1));
    expect((await verify(ada)).status).toBe(409);
  });
});

describe('the results refresh, one handle at a time', () => {
  const HANDLES = ['cf_time', 'cf_fails', 'cf_good'];
  const handleOf = (url: string) => new URL(url, 'http://replay').searchParams.get('handle');
  const ratingReads = (from: number) =>
    accounts.stack.replay.requests
      .slice(from)
      .filter((r) => r.platform === 'codeforcesRating')
      .map((r) => handleOf(r.url))
      .filter((h) => h !== null && HANDLES.includes(h));

  it('skips a rating change dated 9e12, records a handle that fails, reads it last next run, and reads the rest', async () => {
    const { db } = accounts.db.database;
    const now = accounts.stack.time.clock.now().getTime();
    // Read 10, 9 and 8 days ago, in this order: the broken ones come first.
    for (const [i, handle] of HANDLES.entries()) {
      await db.execute(sql`
        insert into users (google_sub, email, name)
        values (${'iso-' + handle}, ${handle + '@example.com'}, ${handle})`);
      await db.execute(sql`
        insert into user_handles (user_id, platform, handle, verified_at, last_fetched_at)
        select id, 'codeforces', ${handle}, ${new Date(now - 20 * 86_400_000).toISOString()}::timestamptz,
               ${new Date(now - (10 - i) * 86_400_000).toISOString()}::timestamptz
        from users where google_sub = ${'iso-' + handle}`);
    }
    accounts.stack.replay.setFault('codeforcesRating', {
      type: 'edit',
      edit: (body, url) => {
        const rating = body as {
          result: { contestId: number; rank: number; ratingUpdateTimeSeconds: number }[];
        };
        const handle = handleOf(url.href);
        return {
          ...rating,
          result: rating.result.map((r) => {
            // Round 1459 is a listed contest: its row would be kept, were its time sane.
            if (handle === 'cf_time' && r.contestId === 1459) {
              return { ...r, ratingUpdateTimeSeconds: 9e12 };
            }
            return handle === 'cf_fails' ? { ...r, rank: 424_242 } : r;
          }),
        };
      },
    });
    // The database refuses cf_fails' rows: a failure of our own, not the platform's.
    await db.execute(
      sql`alter table user_results add constraint test_refuse_rank check (rank <> 424242)`,
    );
    try {
      const from = accounts.stack.replay.requests.length;
      await accounts.stack.server.refreshHandlesNow();
      expect(ratingReads(from)).toEqual(['cf_time', 'cf_fails', 'cf_good']);
      const rows = await db
        .select({
          handle: userHandles.handle,
          error: userHandles.fetchError,
          results: count(userResults.contestId),
        })
        .from(userHandles)
        .leftJoin(
          userResults,
          and(
            eq(userResults.userId, userHandles.userId),
            eq(userResults.platform, userHandles.platform),
          ),
        )
        .where(inArray(userHandles.handle, HANDLES))
        .groupBy(userHandles.handle, userHandles.fetchError);
      const byHandle = new Map(rows.map((row) => [row.handle, row]));
      const good = byHandle.get('cf_good')?.results ?? 0;
      expect(good).toBeGreaterThan(1);
      expect(byHandle.get('cf_good')?.error).toBeNull();
      // The row with an impossible time is skipped alone.
      expect(byHandle.get('cf_time')).toMatchObject({ error: null, results: good - 1 });
      expect(byHandle.get('cf_fails')).toMatchObject({
        error: 'could not read the results',
        results: 0,
      });

      advance(6 * 60 * minutes(1) + 1_000);
      const next = accounts.stack.replay.requests.length;
      await accounts.stack.server.refreshHandlesNow();
      // cf_fails was read longest ago, yet it failed last time: after the others.
      expect(ratingReads(next)).toEqual(['cf_time', 'cf_good', 'cf_fails']);
    } finally {
      await db.execute(sql`alter table user_results drop constraint test_refuse_rank`);
    }
  });
});

describe('Codeforces: picked for you (issue 50)', () => {
  const picks = async (token: string, query: string) => {
    const response = await call('GET', `/user/recommendations?${query}`, token);
    return { status: response.status, body: (await response.json()) as RecommendationsResponse };
  };

  it('counts a Div. 2 copy solved before the problemset listed its Div. 1 problem (decision 067)', async () => {
    // The replayed problemset without the recorded rounds: 1446 (whose A is 1447C) is not in it.
    const ada = await someone();
    proofFor(await link(ada), new Date(accounts.stack.time.clock.now().getTime() + 1_000));
    expect((await verify(ada)).status).toBe(200);
    await accounts.stack.server.backgroundIdle();
    const before = await picks(ada, 'platform=codeforces&band=hard&count=50');
    expect(before.status).toBe(200);
    expect(before.body.problems.map((p) => p.id)).not.toContain('1446A');
    // A day later the problemset lists the Div. 1 rounds too; ada solved nothing new since.
    accounts.stack.replay.useSample('codeforcesProblemset', 'codeforcesProblemsetWithRounds');
    advance(25 * 60 * minutes(1));
    try {
      const reads = accounts.stack.replay.requestsFor('codeforcesProblemset').length;
      const after = await picks(ada, 'platform=codeforces&band=hard&count=50');
      // The problemset was read again for this pick, with the Div. 1 rounds in it.
      expect(accounts.stack.replay.requestsFor('codeforcesProblemset').length).toBe(reads + 1);
      const ids = after.body.problems.map((p) => p.id);
      expect(ids).not.toContain('1446A');
      expect(ids).not.toContain('1439A1');
    } finally {
      accounts.stack.replay.useSample('codeforcesProblemset', 'codeforcesProblemset');
    }
  });

  it('picks unsolved problems by the Elo chance in each band, never one the recorded submissions accepted; 409 without a handle', async () => {
    // The problemset with the recorded rounds' ratings (PROVENANCE K), read again a day later.
    accounts.stack.replay.useSample('codeforcesProblemset', 'codeforcesProblemsetWithRounds');
    advance(25 * 60 * minutes(1));
    try {
      // Someone without a Codeforces handle (a user's state is kept a minute: not ada's).
      const none = await call('GET', '/user/recommendations?platform=codeforces', await someone());
      expect(none.status).toBe(409);
      expect(await errorOf(none)).toMatch(/No verified Codeforces handle/);
      const ada = await someone();
      // A second on: after the challenge's issue, whatever fraction of a second it carries.
      proofFor(await link(ada), new Date(accounts.stack.time.clock.now().getTime() + 1_000));
      const verified = await verify(ada);
      expect(verified.status, await verified.clone().text()).toBe(200);
      await accounts.stack.server.backgroundIdle();
      const recorded = readFixtureJson(
        'codeforces/user.status__2020-12-30__Rishabh-malhotraa-codeforces-diary.json',
      ) as { result: { problem: { contestId?: number; index: string }; verdict?: string }[] };
      const accepted = new Set(
        recorded.result
          .filter((s) => s.verdict === 'OK')
          .map((s) => `${s.problem.contestId}${s.problem.index}`),
      );
      // Solved as Div. 2 copies, which the problemset lists under the Div. 1 round beside them
      // (PROVENANCE K): 1447C in practice is 1446A, 1440C1 is 1439A1.
      for (const sameProblem of ['1446A', '1439A1']) accepted.add(sameProblem);
      const easy = await picks(ada, 'platform=codeforces&band=easy&count=50');
      expect(easy.status).toBe(200);
      // The rating after the newest recorded round (1459: 1031 → 981).
      expect(easy.body.rating).toBe(981);
      for (const [band, [min, max, target]] of [
        ['easy', [0.5, 1, 0.8]],
        ['medium', [0.2, 0.8, 0.5]],
        ['hard', [0, 0.5, 0.2]],
      ] as const) {
        const { problems } = (await picks(ada, `platform=codeforces&band=${band}&count=50`)).body;
        expect(problems.length, band).toBeGreaterThan(10);
        // Never one the handle solved: 14 of them are 800s, next to this band's target.
        expect(problems.filter((p) => accepted.has(p.id))).toEqual([]);
        expect(problems.every((p) => p.solveChance >= min && p.solveChance <= max)).toBe(true);
        const gaps = problems.map((p) => Math.abs(p.solveChance - target));
        expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
        expect(problems[0]?.url).toMatch(/^https:\/\/codeforces\.com\/(contest|problemset)\//);
      }
      // An answer kept for one query is never another's: two tags, then one tag holding both.
      const both = await picks(ada, 'platform=codeforces&band=easy&tags=greedy,math');
      expect(both.body.problems.length).toBeGreaterThan(0);
      const oneTag = await picks(ada, 'platform=codeforces&band=easy&tags=greedy%0Amath');
      expect(oneTag.body.problems).toEqual([]);
      // Left open in 1440 (Div. 2): C2, rated as the Div. 1 problem it is (1439A2).
      const upsolve = await upsolveOf(ada);
      const div2 = upsolve.contests.find((c) => c.contestId === 'codeforces-1440');
      expect(div2?.problems.map((p) => [p.id, p.difficulty, p.solved])).toEqual([
        ['1440C2', 1900, false],
        ['1440B', 900, true],
        ['1440C1', 1500, true],
      ]);
    } finally {
      accounts.stack.replay.useSample('codeforcesProblemset', 'codeforcesProblemset');
    }
  });
});
