import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useStack } from './use-stack';

let ada: string;
let bob: string;

const accounts = useStack({ accounts: true });
beforeEach(async () => {
  const report = await accounts.stack.server.syncNow();
  if (!report.ran) throw new Error('sync did not run');
  ada = await signInAs(accounts.stack, accounts.keys, { sub: 'ada', email: 'ada@example.com' });
  bob = await signInAs(accounts.stack, accounts.keys, { sub: 'bob', email: 'bob@example.com' });
});

const bookmark = (token: string, body: unknown) =>
  accounts.stack.request('POST', '/user/bookmarks', { token, json: body });
const page = async (token: string, n = 0) => {
  const response = await accounts.stack.request('GET', `/user/bookmarks?page=${n}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    bookmarks: { id: string; video_solution?: string }[];
    page: number;
    pageSize: number;
    hasMore: boolean;
  };
};
const profileBookmarks = async (token: string) =>
  (
    (await (await accounts.stack.request('GET', '/user/profile', { token })).json()) as {
      user: { bookmarks: string[] };
    }
  ).user.bookmarks;

describe('bookmarks', () => {
  it('bookmarks by id or by the first client contestData, idempotently', async () => {
    expect((await bookmark(ada, { contestId: 'codechef-START178' })).status).toBe(201);
    expect(
      (await bookmark(ada, { contestData: { id: 'codeforces-1930', title: 'x' } })).status,
    ).toBe(201);
    expect((await bookmark(ada, { contestId: 'codechef-START178' })).status).toBe(201);
    expect(await profileBookmarks(ada)).toEqual(
      expect.arrayContaining(['codechef-START178', 'codeforces-1930']),
    );
    expect(await profileBookmarks(ada)).toHaveLength(2);
  });

  it('answers 404 for an unknown contest and 400 for a body without an id', async () => {
    const missing = await bookmark(ada, { contestId: 'codeforces-999999' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: "No contest with id 'codeforces-999999'" },
      message: "No contest with id 'codeforces-999999'",
    });
    const bad = await bookmark(ada, { title: 'no id' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /contestId/,
    );
  });

  it('needs a session: 401 signed out', async () => {
    expect(
      (
        await accounts.stack.request('POST', '/user/bookmarks', {
          json: { contestId: 'codechef-START178' },
        })
      ).status,
    ).toBe(401);
    expect((await accounts.stack.request('GET', '/user/bookmarks')).status).toBe(401);
    expect(
      (await accounts.stack.request('DELETE', '/user/bookmarks/codechef-START178')).status,
    ).toBe(401);
  });

  it('pages 12 at a time, most recent bookmark first', async () => {
    const past = (await (
      await accounts.stack.get('/contests/past_contest?page=0&pageSize=14')
    ).json()) as {
      pastContests: { id: string }[];
    };
    const ids = past.pastContests.map((c) => c.id);
    for (const id of ids) {
      accounts.stack.time.clock.set(new Date(accounts.stack.time.clock.now().getTime() + 1000));
      expect((await bookmark(ada, { contestId: id })).status).toBe(201);
    }
    const first = await page(ada, 0);
    expect(first).toMatchObject({ page: 0, pageSize: 12, hasMore: true });
    expect(first.bookmarks.map((c) => c.id)).toEqual([...ids].reverse().slice(0, 12));
    const second = await page(ada, 1);
    expect(second.bookmarks.map((c) => c.id)).toEqual([...ids].reverse().slice(12));
    expect(second.hasMore).toBe(false);
    expect(
      (await accounts.stack.request('GET', '/user/bookmarks?page=-1', { token: ada })).status,
    ).toBe(400);
  });

  it('orders our own list by time: running (ending soonest), upcoming (soonest), then past (newest)', async () => {
    const past = (await (
      await accounts.stack.get('/api/contests/past?pageSize=3&platforms=codechef')
    ).json()) as { contests: { id: string }[] };
    const [newest, , older] = past.contests.map((c) => c.id);
    // Bookmarked in a scrambled order: a past round, a live one, a later one, tomorrow's, …
    const scrambled = [
      older,
      'codechef-START178',
      'codeforces-1933',
      'codeforces-1932',
      newest,
      'codeforces-1930',
    ];
    for (const id of scrambled) {
      accounts.stack.time.clock.set(new Date(accounts.stack.time.clock.now().getTime() + 1000));
      expect((await bookmark(ada, { contestId: id })).status).toBe(201);
    }
    const ours = (await (
      await accounts.stack.request('GET', '/api/user/bookmarks', { token: ada })
    ).json()) as { contests: { id: string; status: string }[] };
    expect(ours.contests.map((c) => [c.id, c.status])).toEqual([
      ['codechef-START178', 'running'],
      ['codeforces-1930', 'running'],
      ['codeforces-1932', 'upcoming'],
      ['codeforces-1933', 'upcoming'],
      [newest, 'finished'],
      [older, 'finished'],
    ]);
    // The first client's list keeps its order: the latest bookmarked first.
    expect((await page(ada)).bookmarks.map((c) => c.id)).toEqual([...scrambled].reverse());
  });

  it('keeps users apart: nobody reads or removes another user bookmarks', async () => {
    await bookmark(ada, { contestId: 'codechef-START178' });
    expect((await page(bob)).bookmarks).toEqual([]);
    expect(
      (await accounts.stack.request('DELETE', '/user/bookmarks/codechef-START178', { token: bob }))
        .status,
    ).toBe(204);
    expect((await page(ada)).bookmarks.map((c) => c.id)).toEqual(['codechef-START178']);
  });

  it('removes a bookmark, idempotently', async () => {
    await bookmark(ada, { contestId: 'codechef-START178' });
    expect(
      (await accounts.stack.request('DELETE', '/user/bookmarks/codechef-START178', { token: ada }))
        .status,
    ).toBe(204);
    expect(
      (await accounts.stack.request('DELETE', '/user/bookmarks/codechef-START178', { token: ada }))
        .status,
    ).toBe(204);
    expect((await page(ada)).bookmarks).toEqual([]);
  });

  it('leaves one row after concurrent double bookmarking', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => bookmark(ada, { contestId: 'codeforces-1930' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(await profileBookmarks(ada)).toEqual(['codeforces-1930']);
  });

  it('shows a bookmarked contest as it is now, with a solution added later', async () => {
    await bookmark(ada, { contestId: 'codechef-START177' });
    const admin = await signInAs(accounts.stack, accounts.keys, {
      sub: 'adm',
      email: 'admin@example.com',
    });
    const saved = await accounts.stack.request('POST', '/contests/upload_solution', {
      token: admin,
      json: { contestId: 'codechef-START177', videoSolution: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(saved.status).toBe(200);
    expect((await page(ada)).bookmarks[0]?.video_solution).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
