import type {
  HandlesResponse,
  LinkedHandle,
  PastContestsResponse,
  PlatformId,
  RecommendationsResponse,
  ResultsResponse,
} from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileWithAffiliation } from '#replay/platforms/atcoder/replay-handles';
import { profileWithName } from '#replay/platforms/codechef/replay-handles';
import { withAboutMe } from '#replay/platforms/leetcode/replay-handles';
import { readFixtureJson } from '#replay/server/fixtures';
import { signInAs, syncAllOk, useStack } from './use-stack';

// AtCoder and LeetCode: a one-time code in a public profile field, read back (decision 029).
const accounts = useStack({ accounts: true, emptyEachTest: false });
let people = 0;

const call = (method: string, path: string, token: string, json?: unknown) =>
  accounts.stack.request(method, path, { token, ...(json === undefined ? {} : { json }) });

async function someone(): Promise<string> {
  people += 1;
  const sub = `code-${people}`;
  return signInAs(accounts.stack, accounts.keys, { sub, email: `${sub}@example.com` });
}

async function link(token: string, platform: PlatformId, handle: string) {
  const response = await call('POST', '/user/handles', token, { platform, handle });
  expect(response.status, await response.clone().text()).toBe(201);
  const linked = (await response.json()) as LinkedHandle;
  const challenge = linked.challenge;
  if (!challenge || !('code' in challenge)) throw new Error('no code challenge');
  return challenge;
}

const verify = (token: string, platform: PlatformId) =>
  call('POST', `/user/handles/${platform}/verify`, token);
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

/** The recorded AtCoder page, its Affiliation changed to what the user saved. */
const atcoderAffiliation = (text: string) => {
  accounts.stack.replay.setFault('atcoderUser', {
    type: 'raw',
    status: 200,
    body: profileWithAffiliation(text),
  });
};
/** The recorded LeetCode profile, its Summary changed to what the user saved. */
const leetcodeSummary = (text: string) => {
  accounts.stack.replay.setFault('leetcodeProfile', {
    type: 'edit',
    edit: (body) => withAboutMe(body, text),
  });
};

beforeAll(async () => {
  await syncAllOk(accounts.stack);
});
beforeEach(async () => {
  await accounts.stack.server.backgroundIdle();
  await accounts.db.database.db.execute(
    sql`truncate table user_upsolve, user_results, user_handles`,
  );
  for (const upstream of [
    'atcoderUser',
    'atcoderHistory',
    'leetcodeProfile',
    'leetcodeHistory',
    'leetcodeRecentAccepted',
    'codechefUser',
  ]) {
    accounts.stack.replay.setFault(upstream, undefined);
  }
  accounts.stack.replay.useSample('leetcodeProfile', 'leetcodeProfile');
});

describe('linking an AtCoder handle', () => {
  it('asks for a code in the Affiliation, verifies it there, and shows the rated contests', async () => {
    const ada = await someone();
    const challenge = await link(ada, 'atcoder', 'tourist');
    expect(challenge.field).toBe('Affiliation');
    expect(challenge.code).toMatch(/^ct-[a-z2-9]{8}$/);
    const expires = Date.parse(challenge.expiresAt) - accounts.stack.time.clock.now().getTime();
    expect(expires).toBe(10 * 60_000);

    // The recorded page, as it is: no code there yet.
    const early = await verify(ada, 'atcoder');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(
      `Not verified: ${challenge.code} was not found in the AtCoder Affiliation: save it there, then verify again.`,
    );
    // The code in another profile row is not the Affiliation.
    accounts.stack.replay.setFault('atcoderUser', {
      type: 'raw',
      status: 200,
      body: profileWithAffiliation('ITMO University').replace('@makutamoto', challenge.code),
    });
    expect((await verify(ada, 'atcoder')).status).toBe(409);

    atcoderAffiliation(`ITMO University ${challenge.code}`);
    const verified = await verify(ada, 'atcoder');
    expect(verified.status, await verified.clone().text()).toBe(200);
    const [asked] = accounts.stack.replay.requestsFor('atcoderUser').slice(-1);
    expect(asked?.url).toBe('/users/tourist?lang=en');

    // tourist's recorded history: of its rated contests, AGC 034–037 are ones the replay lists.
    const results = (await (
      await call('GET', '/user/results?platform=atcoder', ada)
    ).json()) as ResultsResponse;
    expect(results.results.map((r) => r.contestId)).toEqual([
      'atcoder-agc037',
      'atcoder-agc036',
      'atcoder-agc035',
      'atcoder-agc034',
    ]);
    expect(results.results[1]).toMatchObject({
      title: 'AtCoder Grand Contest 036',
      rank: 9,
      oldRating: 4089,
      newRating: 4049,
    });

    const past = await call('GET', '/contests/past_contest?platforms=atcoder&q=036', ada);
    const body = (await past.json()) as PastContestsResponse;
    expect(body.pastContests.find((c) => c.id === 'atcoder-agc036')?.you).toEqual({
      rank: 9,
      ratingChange: -40,
    });
  });

  it('says AtCoder has no such user, and refuses an expired code', async () => {
    const ada = await someone();
    const challenge = await link(ada, 'atcoder', 'no_such_user');
    accounts.stack.replay.setFault('atcoderUser', { type: 'status', status: 404 });
    const missing = await verify(ada, 'atcoder');
    expect(missing.status).toBe(409);
    expect(await errorOf(missing)).toBe('AtCoder has no user no_such_user.');

    atcoderAffiliation(challenge.code);
    const { clock } = accounts.stack.time;
    clock.set(new Date(Date.parse(challenge.expiresAt) + 1000));
    const late = await verify(ada, 'atcoder');
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatch(/expired/);
  });

  it('gives a verified handle to one account: 409 for the next', async () => {
    const ada = await someone();
    const bob = await someone();
    atcoderAffiliation((await link(ada, 'atcoder', 'tourist')).code);
    expect((await verify(ada, 'atcoder')).status).toBe(200);
    const taken = await call('POST', '/user/handles', bob, {
      platform: 'atcoder',
      handle: 'Tourist',
    });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toBe('The AtCoder handle Tourist is linked to another account.');
  });
});

describe('linking a CodeChef handle', () => {
  it('asks for a code in the Name, verifies it there, and keeps the rated contests the replay lists', async () => {
    const ada = await someone();
    const challenge = await link(ada, 'codechef', 'equal_poem_63');
    expect(challenge.field).toBe('Name');
    const early = await verify(ada, 'codechef');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe(
      `Not verified: ${challenge.code} was not found in the CodeChef Name: save it there, then verify again.`,
    );

    accounts.stack.replay.setFault('codechefUser', {
      type: 'raw',
      status: 200,
      body: profileWithName(`arghya ${challenge.code}`),
    });
    const verified = await verify(ada, 'codechef');
    expect(verified.status, await verified.clone().text()).toBe(200);
    const [asked] = accounts.stack.replay.requestsFor('codechefUser').slice(-1);
    expect(asked?.url).toBe('/users/equal_poem_63');
    // Of the recorded history (Starters 177–221), the replayed list holds 177–179; 177 is the
    // first entry, whose starting rating the page does not give.
    const results = (await (
      await call('GET', '/user/results?platform=codechef', ada)
    ).json()) as ResultsResponse;
    expect(results.results).toEqual([
      expect.objectContaining({
        contestId: 'codechef-START178',
        rank: 18492,
        oldRating: 1222,
        newRating: 1174,
      }),
    ]);
  });

  it('shows a broken rating history on the handle, keeping nothing of it', async () => {
    const ada = await someone();
    const challenge = await link(ada, 'codechef', 'equal_poem_63');
    // The recorded page, its Name holding the code and its chart's data cut off mid-entry.
    const page = profileWithName(challenge.code).replace(
      'var all_rating = [{',
      'var all_rating = [{"code":];{',
    );
    accounts.stack.replay.setFault('codechefUser', { type: 'raw', status: 200, body: page });
    expect((await verify(ada, 'codechef')).status).toBe(200);
    const handles = (await (await call('GET', '/user/handles', ada)).json()) as HandlesResponse;
    expect(handles.handles[0]).toMatchObject({ platform: 'codechef', verified: true });
    expect(handles.handles[0]?.error).toBe('unexpected answer');
    const results = (await (
      await call('GET', '/user/results?platform=codechef', ada)
    ).json()) as ResultsResponse;
    expect(results.results).toEqual([]);
  });

  it('says CodeChef has no such user when it answers with another page', async () => {
    const ada = await someone();
    await link(ada, 'codechef', 'no_such_chef');
    accounts.stack.replay.setFault('codechefUser', {
      type: 'raw',
      status: 200,
      body: '<html><head><title>CodeChef</title></head><body>Competitive programming</body></html>',
    });
    const missing = await verify(ada, 'codechef');
    expect(missing.status).toBe(409);
    expect(await errorOf(missing)).toBe('CodeChef has no user no_such_chef.');
  });
});

describe('linking a LeetCode handle', () => {
  it('asks for a code in the Summary, verifies it there, and reads the contest history', async () => {
    const ada = await someone();
    const challenge = await link(ada, 'leetcode', 'suryansh0363');
    expect(challenge.field).toBe('Summary');
    // The recorded profile's Summary is empty.
    const early = await verify(ada, 'leetcode');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toContain('was not found in the LeetCode Summary');

    leetcodeSummary(`I like graphs. ${challenge.code}`);
    const verified = await verify(ada, 'leetcode');
    expect(verified.status, await verified.clone().text()).toBe(200);
    const [asked] = accounts.stack.replay.requestsFor('leetcodeProfile').slice(-1);
    expect(JSON.parse(asked?.body ?? '{}')).toMatchObject({
      variables: { username: 'suryansh0363' },
    });
    // The history was read; its 2025 contests are not ones this replay lists, so none is kept.
    expect(accounts.stack.replay.requestsFor('leetcodeHistory')).toHaveLength(1);
    const handles = (await (await call('GET', '/user/handles', ada)).json()) as HandlesResponse;
    expect(handles.handles[0]).toMatchObject({ platform: 'leetcode', verified: true });
    expect(handles.handles[0]?.lastFetchedAt).toBeDefined();
  });

  it('keeps the rank and rating change of a contest the replay lists', async () => {
    const ada = await someone();
    leetcodeSummary((await link(ada, 'leetcode', 'suryansh0363')).code);
    // The recorded entries, the first one attended renamed to a contest of the replayed list.
    accounts.stack.replay.setFault('leetcodeHistory', {
      type: 'edit',
      edit: (body) => {
        const { data } = body as { data: { userContestRankingHistory: Record<string, unknown>[] } };
        let renamed = false;
        const entries = data.userContestRankingHistory.map((entry) => {
          if (renamed || entry.attended !== true) return entry;
          renamed = true;
          const contest = entry.contest as Record<string, unknown>;
          return { ...entry, contest: { ...contest, title: 'Weekly Contest 90' } };
        });
        return { data: { userContestRankingHistory: entries } };
      },
    });
    expect((await verify(ada, 'leetcode')).status).toBe(200);
    const results = (await (
      await call('GET', '/user/results?platform=leetcode', ada)
    ).json()) as ResultsResponse;
    // Weekly 454's recorded result: ranking 19155, 1500 → 1413.932.
    expect(results.results).toEqual([
      expect.objectContaining({
        contestId: 'leetcode-weekly-contest-90',
        rank: 19155,
        oldRating: 1500,
        newRating: 1414,
      }),
    ]);
  });

  it('says LeetCode has no such user', async () => {
    const ada = await someone();
    await link(ada, 'leetcode', 'no_such_user_zz');
    accounts.stack.replay.useSample('leetcodeProfile', 'leetcodeNoSuchUser');
    const missing = await verify(ada, 'leetcode');
    expect(missing.status).toBe(409);
    expect(await errorOf(missing)).toBe('LeetCode has no user no_such_user_zz.');
  });
});

describe('LeetCode: picked for you (issue 50)', () => {
  const RECENT =
    'leetcode/graphql_recentAcSubmissionList__2025-12-04__vaibhavgupta5-LeetcodeWrapped.json';
  const picked = async (token: string, band: string) => {
    const response = await call(
      'GET',
      `/user/recommendations?platform=leetcode&band=${band}&count=50`,
      token,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as RecommendationsResponse;
  };

  it('never picks a problem of the recent accepted list, keeps what earlier reads saw, and believes Solved it once LeetCode lists it', async () => {
    // Before a handle: 409, and the picks come as soon as one is verified (a user's state is
    // kept a minute, a 'no handle' state not at all).
    const ada = await someone();
    const none = await call('GET', '/user/recommendations?platform=leetcode', ada);
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toMatch(/No verified LeetCode handle/);
    leetcodeSummary((await link(ada, 'leetcode', 'suryansh0363')).code);
    expect((await verify(ada, 'leetcode')).status).toBe(200);
    // The read after verifying: the newest accepted submissions, by the handle's name.
    await accounts.stack.server.backgroundIdle();
    const [asked] = accounts.stack.replay.requestsFor('leetcodeRecentAccepted').slice(-1);
    expect(JSON.parse(asked?.body ?? '{}')).toMatchObject({
      variables: { username: 'suryansh0363', limit: 50 },
    });
    const recorded = readFixtureJson(RECENT) as {
      data: { recentAcSubmissionList: { titleSlug: string }[] };
    };
    const accepted = new Set(recorded.data.recentAcSubmissionList.map((s) => s.titleSlug));
    for (const [band, [min, max]] of [
      ['easy', [0.5, 1]],
      ['medium', [0.2, 0.8]],
      ['hard', [0, 0.5]],
    ] as const) {
      const body = await picked(ada, band);
      // No contest kept from the 2025 history here: LeetCode's starting 1500.
      expect(body.rating).toBeNull();
      expect(body.problems.length, band).toBeGreaterThan(10);
      // 14 of the 20 are rated in the replayed data.json, 10 of them next to easy's target.
      expect(body.problems.filter((p) => accepted.has(p.id))).toEqual([]);
      expect(body.problems.every((p) => p.solveChance >= min && p.solveChance <= max)).toBe(true);
      expect(body.problems[0]?.url).toMatch(/^https:\/\/leetcode\.com\/problems\//);
    }

    // 'Solved it' for a pick LeetCode does not list yet: still picked after the read.
    const [first] = (await picked(ada, 'easy')).problems;
    const target = first?.id ?? '';
    const solvedIt = () =>
      call('POST', '/user/recommendations/solved', ada, {
        platform: 'leetcode',
        problemId: target,
      });
    expect((await solvedIt()).status).toBe(202);
    await accounts.stack.server.backgroundIdle();
    expect((await picked(ada, 'easy')).problems.map((p) => p.id)).toContain(target);
    // Listed at the next read, alone (older ones fell off LeetCode's list): it leaves the picks,
    // and the 20 read before stay solved.
    accounts.stack.replay.setFault('leetcodeRecentAccepted', {
      type: 'edit',
      edit: () => ({ data: { recentAcSubmissionList: [{ titleSlug: target }] } }),
    });
    expect((await solvedIt()).status).toBe(202);
    await accounts.stack.server.backgroundIdle();
    const after = (await picked(ada, 'easy')).problems.map((p) => p.id);
    expect(after).not.toContain(target);
    expect(after.filter((id) => accepted.has(id))).toEqual([]);
    // Without Referer LeetCode answers its CSRF page, as for every GraphQL call.
    const bare = await fetch(`${accounts.stack.replay.bases.LEETCODE_API_BASE ?? ''}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query { recentAcSubmissionList(username: "x", limit: 1) { titleSlug } }',
      }),
    });
    expect(bare.status).toBe(403);
  });
});
