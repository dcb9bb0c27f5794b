import {
  PLATFORM_IDS,
  apiContestResponseSchema,
  apiPastResponseSchema,
  apiUpcomingResponseSchema,
  type Contest,
  type PastContestsResponse,
} from '@contest-tracker/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  toFirstClientContest,
  toFirstClientPast,
  toFirstClientUpcoming,
} from '#server/services/first-client-shape';
import { rawGet as rawGetAt } from './raw-get';
import { syncAllOk, useStack } from './use-stack';

const t = useStack({ emptyEachTest: false, setUp: syncAllOk });

async function json<T>(path: string): Promise<T> {
  const response = await t.stack.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const upcoming = async (path = '/contests/upcomming_contest') =>
  (await json<{ upcomingContests: Contest[] }>(path)).upcomingContests;
const past = (query: string) => json<PastContestsResponse>(`/contests/past_contest?${query}`);

describe('GET /contests/upcomming_contest', () => {
  it('lists running contests first (ending soonest), then upcoming ones (starting soonest)', async () => {
    const list = await upcoming();
    expect(list.map((c) => [c.id, c.status])).toEqual([
      ['leetcode-weekly-contest-91', 'running'],
      ['atcoder-abc140', 'running'],
      ['codechef-START178', 'running'],
      ['codeforces-1930', 'running'],
      ['codeforces-1932', 'upcoming'],
      ['codeforces-1926', 'upcoming'],
      ['codeforces-1923', 'upcoming'],
      ['atcoder-abc141', 'upcoming'],
      ['codechef-START179', 'upcoming'],
      ['codeforces-1933', 'upcoming'],
      ['atcoder-hokudai-hitachi2019-2', 'upcoming'],
      ['atcoder-jsc2019-final', 'upcoming'],
    ]);
    expect(list[2]).toEqual({
      id: 'codechef-START178',
      _id: 'codechef-START178',
      title: 'Starters 178 (Rated till 6 star)',
      link: 'https://www.codechef.com/START178',
      type: 'CodeChef',
      // Replay anchors 2025-03-19T15:00Z (20:30 IST, half an hour in) at TEST_NOW.
      start_date: '2026-03-01T11:30:00.000Z',
      duration: 135,
      status: 'running',
    });
  });

  it('answers the same at /contests/upcoming and filters by platform', async () => {
    expect(await upcoming('/contests/upcoming')).toEqual(await upcoming());
    const codechef = await upcoming('/contests/upcoming?platforms=codechef');
    expect(codechef.map((c) => c.id)).toEqual(['codechef-START178', 'codechef-START179']);
  });

  it('moves a contest to the past list once it ends', async () => {
    const before = await past('page=0&platforms=leetcode');
    expect(before.pastContests[0]?.id).toBe('leetcode-weekly-contest-90');
    // Weekly Contest 91 ran 11:30–13:00; two hours later it is over.
    t.stack.time.clock.set(new Date(t.stack.time.clock.now().getTime() + 2 * 3600_000));
    const ids = (await upcoming()).map((c) => c.id);
    expect(ids).not.toContain('leetcode-weekly-contest-91');
    const after = await past('page=0&platforms=leetcode');
    expect(after.pastContests[0]).toMatchObject({
      id: 'leetcode-weekly-contest-91',
      status: 'finished',
    });
    t.stack.time.clock.set(new Date(t.stack.time.clock.now().getTime() - 2 * 3600_000));
  });
});

describe('GET /contests/past_contest', () => {
  it('pages newest first across platforms in full pages of 12', async () => {
    const first = await past('page=0');
    expect(first).toMatchObject({ page: 0, pageSize: 12, hasMore: true });
    expect(first.pastContests).toHaveLength(12);
    expect(new Set(first.pastContests.map((c) => c.type))).toEqual(
      new Set(['Codeforces', 'LeetCode', 'CodeChef', 'AtCoder']),
    );
    const second = await past('page=1');
    const starts = [...first.pastContests, ...second.pastContests].map((c) =>
      Date.parse(c.start_date),
    );
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(first.pastContests.every((c) => c.status === 'finished')).toBe(true);
    const firstIds = new Set(first.pastContests.map((c) => c.id));
    expect(second.pastContests.some((c) => firstIds.has(c.id))).toBe(false);
  });

  it('filters on the server so filtered pages are full, and reports the last page', async () => {
    // 20 recorded past CodeChef contests: a full first page of 12, then 8 and no more.
    const first = await past('page=0&platforms=CodeChef');
    expect(first.pastContests).toHaveLength(12);
    expect(first.pastContests.every((c) => c.type === 'CodeChef')).toBe(true);
    expect(first).toMatchObject({ hasMore: true, total: 20 });
    const last = await past('page=1&platforms=codechef');
    expect(last.pastContests).toHaveLength(8);
    expect(last.hasMore).toBe(false);
    // A page past the end still says how many there are, so the client can name the last page.
    const beyond = await past('page=2&platforms=codechef');
    expect(beyond).toMatchObject({ pastContests: [], hasMore: false, total: 20 });
    expect((await past('page=0&platforms=codechef&q=starters')).total).toBe(
      (await past('page=0&platforms=codechef&q=starters&pageSize=50')).pastContests.length,
    );

    const two = await past('page=0&pageSize=50&platforms=leetcode,codechef');
    expect(two.pastContests).toHaveLength(50);
    expect(two.pastContests.some((c) => c.type === 'Codeforces')).toBe(false);
  });

  it('starts the page at the newest contest before ?before=, the total and pages counted from there', async () => {
    const all = (await past('pageSize=50&platforms=codechef')).pastContests;
    const fifth = all[4];
    if (!fifth) throw new Error('too few recorded contests');
    const before = encodeURIComponent(fifth.start_date);
    const from = await past(`platforms=codechef&pageSize=5&before=${before}`);
    expect(from.pastContests.map((c) => c.id)).toEqual(all.slice(5, 10).map((c) => c.id));
    expect(from).toMatchObject({ page: 0, total: 15, hasMore: true });
    const next = await past(`platforms=codechef&pageSize=5&page=1&before=${before}`);
    expect(next.pastContests.map((c) => c.id)).toEqual(all.slice(10, 15).map((c) => c.id));
    // A search, an offset instant and our own shape agree; the plain list is still all of them.
    const starters = await past(`platforms=codechef&pageSize=50&q=starters&before=${before}`);
    expect(
      starters.pastContests.every((c) => Date.parse(c.start_date) < Date.parse(fifth.start_date)),
    ).toBe(true);
    expect(starters.total).toBe(starters.pastContests.length);
    const offset = new Date(Date.parse(fifth.start_date)).toISOString().replace('Z', '+00:00');
    const ours = await json<{ contests: { id: string }[]; total: number }>(
      `/api/contests/past?platforms=codechef&pageSize=5&before=${encodeURIComponent(offset)}`,
    );
    expect(ours.contests.map((c) => c.id)).toEqual(from.pastContests.map((c) => c.id));
    expect(ours.total).toBe(15);
    expect((await past('platforms=codechef&pageSize=5')).total).toBe(20);
  });

  it.each([
    ['before=2025-03-01', 'before: must be an ISO 8601 instant, e.g. 2025-03-01T00:00:00Z'],
    ['page=-1', 'page: must be a whole number from 0 to 100000'],
    ['page=abc', 'page: must be a whole number from 0 to 100000'],
    ['page=99999999999', 'page: must be a whole number from 0 to 100000'],
    ['pageSize=51', 'pageSize: must be a whole number from 1 to 50'],
    // No page may ask PostgreSQL to skip millions of rows.
    [
      'page=100000&pageSize=50',
      'page: must be at most 199 with pageSize 50 (the newest 10000 past contests are paged)',
    ],
    ['platforms=foo', `platforms: unknown platform 'foo' (expected ${PLATFORM_IDS.join(', ')})`],
  ])('answers ?%s with 400 naming the field', async (query, message) => {
    const response = await t.stack.get(`/contests/past_contest?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message }, message });
  });

  it('refuses an unknown platform on the upcoming list too', async () => {
    const response = await t.stack.get('/contests/upcomming_contest?platforms=topcoder');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('our own shape, /api/contests (issue 47)', () => {
  // A test above moved the clock forward and back: what it left in memory is from its future.
  beforeAll(() => {
    t.stack.server.lists.invalidate();
  });
  const ours = async <T>(path: string, schema: { parse: (value: unknown) => T }) =>
    schema.parse(await json<unknown>(path));

  it('lists upcoming contests by platform id, ISO instants and seconds; the first client gets a mapping of it', async () => {
    const list = await ours('/api/contests/upcoming', apiUpcomingResponseSchema);
    expect(list.contests.find((c) => c.id === 'codechef-START178')).toEqual({
      id: 'codechef-START178',
      platform: 'codechef',
      platformName: 'CodeChef',
      title: 'Starters 178 (Rated till 6 star)',
      url: 'https://www.codechef.com/START178',
      startsAt: '2026-03-01T11:30:00.000Z',
      endsAt: '2026-03-01T13:45:00.000Z',
      durationSeconds: 8100,
      status: 'running',
    });
    expect(await json('/contests/upcomming_contest')).toEqual(toFirstClientUpcoming(list));
    const codechef = await ours(
      '/api/contests/upcoming?platforms=codechef',
      apiUpcomingResponseSchema,
    );
    expect(codechef.contests.map((c) => c.platform)).toEqual(['codechef', 'codechef']);
  });

  it("pages past contests with the past list's parameters, as the first client's pages map it", async () => {
    for (const query of [
      'page=0',
      'page=1&pageSize=5&platforms=codechef',
      'q=starters&length=long',
    ]) {
      const page = await ours(`/api/contests/past?${query}`, apiPastResponseSchema);
      expect(await past(query), query).toEqual(toFirstClientPast(page));
    }
    const codechef = await ours(
      '/api/contests/past?page=1&platforms=codechef',
      apiPastResponseSchema,
    );
    expect(codechef).toMatchObject({ page: 1, pageSize: 12, hasMore: false });
    expect(codechef.contests).toHaveLength(8);
    expect(
      codechef.contests.every((c) => c.platform === 'codechef' && c.status === 'finished'),
    ).toBe(true);
    const bad = await t.stack.get('/api/contests/past?pageSize=51');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'bad_request', message: 'pageSize: must be a whole number from 1 to 50' },
    });
  });

  it('answers one contest by id, 404 for an unknown one', async () => {
    const { contest } = await ours('/api/contests/codeforces-1929', apiContestResponseSchema);
    expect(contest).toMatchObject({
      id: 'codeforces-1929',
      platform: 'codeforces',
      status: 'finished',
    });
    expect(await json('/contests/codeforces-1929')).toEqual({
      contest: toFirstClientContest(contest),
    });
    const missing = await t.stack.get('/api/contests/codeforces-0');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it("answers each with an ETag and 304, the lists from the memory the first client's share", async () => {
    for (const path of [
      '/api/contests/upcoming',
      '/api/contests/past?page=0',
      '/api/contests/codeforces-1929',
    ]) {
      const first = await t.stack.get(path);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^".+"$/);
      const again = await t.stack.get(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
    }
    const { lists } = t.stack.server;
    await t.stack.get('/contests/upcomming_contest');
    const before = lists.stats();
    await t.stack.get('/api/contests/upcoming');
    await t.stack.get('/contests/upcomming_contest');
    expect(lists.stats()).toEqual(before);
  });
});

describe('caching', () => {
  it('answers 304 to a matching If-None-Match and 200 otherwise', async () => {
    const first = await t.stack.get('/contests/past_contest?page=0');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await t.stack.get('/contests/past_contest?page=0', {
      'if-none-match': etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.stack.get('/contests/past_contest?page=0', {
      'if-none-match': '"stale"',
    });
    expect(other.status).toBe(200);
  });

  it('serves changed data after a sync changes it', async () => {
    const before = await t.stack.get('/contests/upcoming?platforms=codechef');
    const etag = before.headers.get('etag') ?? '';
    t.stack.replay.useSample('codechef', 'codechefMar16');
    await t.stack.server.syncNow();
    const after = await t.stack.get('/contests/upcoming?platforms=codechef', {
      'if-none-match': etag,
    });
    expect(after.status).toBe(200);
    const body = (await after.json()) as { upcomingContests: Contest[] };
    expect(body.upcomingContests[0]).toMatchObject({ title: 'Starters 178', duration: 120 });
    t.stack.replay.useSample('codechef', 'codechef');
    await t.stack.server.syncNow();
  });
});

const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetAt(t.stack.server.url + path, headers);

describe('compression', () => {
  const path = '/contests/past_contest?page=0';

  it('sends brotli or gzip to clients that accept it, the same JSON once decoded', async () => {
    const plain = await rawGet(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Caches keep one copy per coding (and per user, as the past list answers hiding users apart).
    expect(plain.headers.vary?.split(/,\s*/)).toContain('accept-encoding');
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = await rawGet(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(plain.body);
  });

  it('gives each coding its own ETag, each answered with 304 when held', async () => {
    const codings = ['identity', 'br', 'gzip'];
    const tags = await Promise.all(
      codings.map(
        async (coding) => (await rawGet(path, { 'accept-encoding': coding })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
    for (const [index, coding] of codings.entries()) {
      const held = { 'accept-encoding': coding, 'if-none-match': tags[index] ?? '' };
      expect((await rawGet(path, held)).status).toBe(304);
    }
    const switched = await rawGet(path, {
      'accept-encoding': 'br',
      'if-none-match': tags[0] ?? '',
    });
    expect(switched.status).toBe(200);
    expect(switched.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers as they are', async () => {
    const small = await rawGet('/contests/past_contest?page=800', { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ pastContests: [], hasMore: false });
  });
});

describe('the rest of the surface', () => {
  it('answers unknown API routes with a JSON 404 and serves a page at the app routes', async () => {
    const missing = await t.stack.get('/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'No such route: GET /api/nope' },
      message: 'No such route: GET /api/nope',
    });
    for (const path of ['/', '/profile', '/my_bookmarks']) {
      const page = await t.stack.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('Contest Tracker');
    }
  });

  it('sends the security headers on every answer', async () => {
    for (const path of ['/', '/contests/upcoming', '/api/nope', '/contests/past_contest?page=x']) {
      const response = await t.stack.get(path);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
