import {
  isHiddenFor,
  type ApiContest,
  type ApiPastResponse,
  type Contest,
  type HiddenSeriesResponse,
  type PastContestsResponse,
} from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseIcs } from './parse-ics';
import { expectPastPage } from './expect-past-page';
import { signInAs, useStack } from './use-stack';

// The sync and the sign-ins of beforeAll stay; each test's hidden series are deleted before it.
const accounts = useStack({ accounts: true, emptyEachTest: false });
let ada: string;
let bob: string;
/** Every past contest, newest first, as anyone signed out sees it. */
let all: Contest[];

const call = (method: string, path: string, token?: string, json?: unknown) =>
  accounts.stack.request(method, path, {
    ...(token ? { token } : {}),
    ...(json === undefined ? {} : { json }),
  });

async function past(query: string, token?: string): Promise<PastContestsResponse> {
  const response = await call('GET', `/contests/past_contest?${query}`, token);
  expect(
    response.status,
    `${query} ${response.status === 200 ? '' : await response.clone().text()}`,
  ).toBe(200);
  return (await response.json()) as PastContestsResponse;
}

async function everyPage(query: string, token?: string): Promise<Contest[]> {
  const found: Contest[] = [];
  for (let page = 0; ; page++) {
    const body = await past(`${query}&pageSize=50&page=${page}`, token);
    found.push(...body.pastContests);
    if (!body.hasMore) return found;
  }
}

/** Our own past list (/api/contests/past): the same pages, by platform id. */
async function ourPast(query: string, token?: string): Promise<ApiPastResponse> {
  const response = await call('GET', `/api/contests/past?${query}`, token);
  expect(response.status, query).toBe(200);
  return (await response.json()) as ApiPastResponse;
}

async function everyOurPage(query: string): Promise<ApiContest[]> {
  const found: ApiContest[] = [];
  for (let page = 0; ; page++) {
    const body = await ourPast(`${query}&pageSize=50&page=${page}`);
    found.push(...body.contests);
    if (!body.hasMore) return found;
  }
}

async function hide(token: string, contestId: string): Promise<HiddenSeriesResponse> {
  const response = await call('POST', '/user/hidden-series', token, { contestId });
  expect(response.status).toBe(201);
  return (await response.json()) as HiddenSeriesResponse;
}

const firstPast = (type: string, title: RegExp): Contest => {
  const found = all.find((c) => c.type === type && title.test(c.title));
  if (!found) throw new Error(`no past ${type} contest like ${String(title)}`);
  return found;
};

beforeAll(async () => {
  const report = await accounts.stack.server.syncNow();
  if (!report.ran) throw new Error('sync did not run');
  ada = await signInAs(accounts.stack, accounts.keys, { sub: 'ada', email: 'ada@example.com' });
  bob = await signInAs(accounts.stack, accounts.keys, { sub: 'bob', email: 'bob@example.com' });
  all = await everyPage('');
});
beforeEach(async () => {
  const { db } = accounts.stack.server.database;
  await db.execute(sql`delete from hidden_series`);
  await db.execute(sql`delete from bookmarks`);
});

describe('hidden series', () => {
  it('hides a contest’s series, lists it, hides it once, and unhides it', async () => {
    const div2 = firstPast('Codeforces', /^Codeforces Round .*\(Div\. 2\)$/);
    const hidden = await hide(ada, div2.id);
    expect(hidden.hiddenSeries).toEqual([
      {
        platform: 'codeforces',
        seriesKey: 'codeforces:codeforces round div 2',
        title: 'Codeforces Round (Div. 2)',
        hiddenAt: expect.any(String) as string,
      },
    ]);
    // Another round of the same series names the same series: still one entry.
    const other = all.find(
      (c) => c.id !== div2.id && /^Codeforces Round .*\(Div\. 2\)$/.test(c.title),
    );
    expect((await hide(ada, other?.id ?? '')).hiddenSeries).toHaveLength(1);
    const starters = firstPast('CodeChef', /^Starters/);
    expect((await hide(ada, starters.id)).hiddenSeries.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Starters', 'Codeforces Round (Div. 2)']),
    );

    const listed = await call('GET', '/user/hidden-series', ada);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(((await listed.json()) as HiddenSeriesResponse).hiddenSeries).toHaveLength(2);

    const key = encodeURIComponent('codeforces:codeforces round div 2');
    const unhidden = await call('DELETE', `/user/hidden-series/${key}`, ada);
    expect(unhidden.status).toBe(200);
    expect(
      ((await unhidden.json()) as HiddenSeriesResponse).hiddenSeries.map((s) => s.title),
    ).toEqual(['Starters']);
    // Unhiding twice is no error; the body form (for keys too long for a path) does the same.
    expect((await call('DELETE', `/user/hidden-series/${key}`, ada)).status).toBe(200);
    const byBody = await call('DELETE', '/user/hidden-series', ada, {
      seriesKey: 'codechef:starters',
    });
    expect(byBody.status).toBe(200);
    expect(await byBody.json()).toEqual({ hiddenSeries: [] });
    expect(await everyPage('', ada)).toEqual(all);
  });

  it('answers 401 signed out, 400 naming the field, 404 for an unknown contest', async () => {
    expect((await call('GET', '/user/hidden-series')).status).toBe(401);
    expect(
      (await call('POST', '/user/hidden-series', undefined, { contestId: all[0]?.id })).status,
    ).toBe(401);
    expect((await call('DELETE', '/user/hidden-series/codeforces%3Ax')).status).toBe(401);

    for (const body of [{}, { contestId: '' }, { contestId: 42 }, { contestId: 'x'.repeat(201) }]) {
      const bad = await call('POST', '/user/hidden-series', ada, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/^contestId: /);
    }
    const badKey = await call('DELETE', '/user/hidden-series/%20%20', ada);
    expect(badKey.status).toBe(400);
    expect(((await badKey.json()) as { message: string }).message).toMatch(/^key: /);
    for (const body of [undefined, {}, { seriesKey: 'k'.repeat(321) }]) {
      const bad = await call('DELETE', '/user/hidden-series', ada, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/^seriesKey: /);
    }

    const unknown = await call('POST', '/user/hidden-series', ada, { contestId: 'codeforces-0' });
    expect(unknown.status).toBe(404);
    expect(
      (
        (await call('GET', '/user/hidden-series', ada).then((r) =>
          r.json(),
        )) as HiddenSeriesResponse
      ).hiddenSeries,
    ).toEqual([]);
  });

  it('leaves hidden series out of full past pages for every search × platforms, bookmarks kept', async () => {
    const div2 = firstPast('Codeforces', /^Codeforces Round .*\(Div\. 2\)$/);
    const starters = firstPast('CodeChef', /^Starters/);
    await hide(ada, div2.id);
    const { hiddenSeries } = await hide(ada, starters.id);
    // A bookmarked round of a hidden series stays in view.
    const kept = all.find(
      (c) => c.id !== div2.id && /^Codeforces Round .*\(Div\. 2\)$/.test(c.title),
    );
    if (!kept) throw new Error('need two Div. 2 rounds');
    expect((await call('POST', '/user/bookmarks', ada, { contestId: kept.id })).status).toBe(201);

    const keys = new Set(hiddenSeries.map((s) => s.seriesKey));
    const bookmarked = new Set([kept.id]);
    let reachedSecondPage = 0;
    for (const q of ['', 'round', 'div 2', 'starters']) {
      for (const platforms of ['', 'codeforces', 'codechef,leetcode']) {
        const query = `platforms=${platforms}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
        const everyone = await everyOurPage(query);
        const expected = everyone.filter((c) => !isHiddenFor(c, keys, bookmarked));
        if (expected.length > 12) reachedSecondPage++;
        for (const page of [0, 1]) {
          const body = await past(`${query}&page=${page}`, ada);
          const what = `${query} page ${page}`;
          expectPastPage(body, expected, page, what);
          expect(body.hiddenCount, what).toBe(everyone.length - expected.length);
          // The total counts what the viewer sees (issue 48): hidden series left out.
          expect(body.total, what).toBe(expected.length);
          // Our own list leaves out the same, by platform id.
          const ours = await ourPast(`${query}&page=${page}`, ada);
          expect(
            ours.contests.map((c) => c.id),
            what,
          ).toEqual(body.pastContests.map((c) => c.id));
          expect(ours.hiddenCount, what).toBe(body.hiddenCount);
          expect(ours.total, what).toBe(body.total);
        }
      }
    }
    expect(reachedSecondPage).toBeGreaterThan(3);
    const adaSees = await everyPage('', ada);
    expect(adaSees.some((c) => c.id === kept.id)).toBe(true);
    expect(adaSees.some((c) => c.id === div2.id || c.id === starters.id)).toBe(false);
  });

  it('never leaks one user’s hidden series to another, nor through the shared answers', async () => {
    const { lists } = accounts.stack.server;
    const div2 = firstPast('Codeforces', /^Codeforces Round .*\(Div\. 2\)$/);
    await hide(ada, div2.id);
    lists.invalidate();
    // Ada asks first: her answer must not become the one everybody is served.
    const adaFirst = await past('page=0', ada);
    expect(adaFirst.pastContests.some((c) => c.id === div2.id)).toBe(false);
    expect(lists.stats().entries).toBe(0);
    const anonymous = await call('GET', '/contests/past_contest?page=0');
    expect(anonymous.headers.get('vary')).toMatch(/authorization/i);
    const shared = (await anonymous.json()) as PastContestsResponse;
    expect(shared.hiddenCount).toBeUndefined();
    expect(shared.pastContests.map((c) => c.id)).toEqual(all.slice(0, 12).map((c) => c.id));
    // Bob (signed in, hiding nothing) gets the shared answer; Ada, after it is cached, still hers.
    expect((await past('page=0', bob)).pastContests).toEqual(shared.pastContests);
    const adaAfter = await call('GET', '/contests/past_contest?page=0', ada);
    expect(adaAfter.headers.get('cache-control')).toBe('private, no-cache');
    expect(((await adaAfter.json()) as PastContestsResponse).pastContests).toEqual(
      adaFirst.pastContests,
    );
    // Our own list too: hers is private, the shared one says nothing of anyone's hiding.
    const adaOurs = await call('GET', '/api/contests/past?page=0', ada);
    expect(adaOurs.headers.get('cache-control')).toBe('private, no-cache');
    expect(adaOurs.headers.get('vary')).toMatch(/authorization/i);
    expect(((await adaOurs.json()) as ApiPastResponse).contests.map((c) => c.id)).toEqual(
      adaFirst.pastContests.map((c) => c.id),
    );
    const sharedOurs = await ourPast('page=0');
    expect(sharedOurs.hiddenCount).toBeUndefined();
    expect(sharedOurs.contests.map((c) => c.id)).toEqual(shared.pastContests.map((c) => c.id));
    expect(await everyPage('', bob)).toEqual(all);
    expect(
      (
        (await call('GET', '/user/hidden-series', bob).then((r) =>
          r.json(),
        )) as HiddenSeriesResponse
      ).hiddenSeries,
    ).toEqual([]);
    // A token that is no session gets the shared answer, not an error nor anyone's list.
    expect((await past('page=0', 'not-a-session')).pastContests).toEqual(shared.pastContests);
  });

  it('keeps bookmarked contests of a hidden series in the bookmarks list and the personal feed', async () => {
    const div2 = firstPast('Codeforces', /^Codeforces Round .*\(Div\. 2\)$/);
    expect((await call('POST', '/user/bookmarks', ada, { contestId: div2.id })).status).toBe(201);
    await hide(ada, div2.id);
    const bookmarks = (await (await call('GET', '/user/bookmarks', ada)).json()) as {
      bookmarks: Contest[];
    };
    expect(bookmarks.bookmarks.map((c) => c.id)).toEqual([div2.id]);
    const feed = await call('POST', '/user/calendar/feed', ada);
    const { feedPath } = (await feed.json()) as { feedPath: string };
    const ics = await (await accounts.stack.get(feedPath)).text();
    expect(parseIcs(ics).events.map((e) => e.uid.split('@')[0])).toEqual([div2.id]);
  });
});
