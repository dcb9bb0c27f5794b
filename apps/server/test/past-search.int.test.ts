import {
  PLATFORM_NAMES,
  matchesLength,
  matchesSearch,
  parsePlatform,
  type ApiPastResponse,
  type Contest,
  type ContestLength,
  type PastContestsResponse,
} from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillDerivedColumns, upsertContests } from '#server/db/contests-repository';
import { syncAllOk, useStack } from './use-stack';
import { expectPastPage } from './expect-past-page';

const t = useStack({ emptyEachTest: false, setUp: syncAllOk });
/** Every past contest, newest first, as the unfiltered list pages it. */
let all: Contest[];

async function past(query: string): Promise<PastContestsResponse> {
  const response = await t.stack.get(`/contests/past_contest?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as PastContestsResponse;
}

async function everyPage(query: string): Promise<Contest[]> {
  const found: Contest[] = [];
  for (let page = 0; ; page++) {
    const body = await past(`${query}&pageSize=50&page=${page}`);
    found.push(...body.pastContests);
    if (!body.hasMore) return found;
  }
}

const HOUR = 3_600_000;
const at = (hoursBeforeNow: number) =>
  new Date(Date.parse('2026-03-01T12:00:00Z') - hoursBeforeNow * HOUR);

beforeAll(async () => {
  // Titles the recorded samples lack: accents, a longer number, a long challenge.
  await upsertContests(
    t.stack.server.database.db,
    [
      { title: 'Codeforces Round 9260 (Div. 2)', startsAt: at(30), durationMinutes: 120 },
      { title: 'Éducation Sprint — Final!', startsAt: at(40), durationMinutes: 90 },
      { title: 'Codeforces Marathon Round 926', startsAt: at(500), durationMinutes: 14 * 1440 },
    ].map((c, i) => ({
      ...c,
      platform: 'codeforces',
      externalId: `extra-${i}`,
      url: 'https://codeforces.com/',
    })),
  );
  t.stack.server.lists.invalidate();
  all = await everyPage('');
});

describe('searching past contests', () => {
  it('matches words in any order, ignoring case, accents and punctuation, numbers whole', async () => {
    const titles = async (q: string) =>
      (await past(`q=${encodeURIComponent(q)}`)).pastContests.map((c) => c.title);
    expect(await titles('round 926')).toEqual([
      'Codeforces Round 926 (Div. 2)',
      'Codeforces Marathon Round 926',
    ]);
    expect(await titles('926 ROUND (div.2)')).toEqual(['Codeforces Round 926 (Div. 2)']);
    expect(await titles('education final sprint')).toEqual(['Éducation Sprint — Final!']);
    expect(await titles('ÉDUCATION')).toEqual(['Éducation Sprint — Final!']);
    expect(await titles('round 9260')).toEqual(['Codeforces Round 9260 (Div. 2)']);
    expect(await past('q=nothing%20like%20this')).toMatchObject({
      pastContests: [],
      hasMore: false,
    });
  });

  it("resolves a series' shorthand in any case, and counts what the search finds", async () => {
    const ours = async (q: string) => {
      const response = await t.stack.get(`/api/contests/past?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      return (await response.json()) as ApiPastResponse;
    };
    for (const q of ['abc 139', 'ABC 139', 'abc139']) {
      const found = await ours(q);
      expect(
        found.contests.map((c) => c.title),
        q,
      ).toEqual(['AtCoder Beginner Contest 139']);
      expect(found.total, q).toBe(1);
    }
    // Not a prefix: 'abc 13' is AtCoder Beginner Contest 13, which the recording does not hold.
    expect(await ours('abc 13')).toMatchObject({ contests: [], total: 0 });
    const rounds = await ours('round');
    expect(rounds.total).toBe(
      all.filter((c) => matchesSearch({ platformName: c.type, title: c.title }, 'round')).length,
    );
    expect(rounds.total).toBeGreaterThan(rounds.contests.length);
  });

  it('gives full pages and a true hasMore for every search × platforms × length', async () => {
    const searches = [
      'round',
      'div 2',
      'CODEFORCES div. 2',
      'starters',
      'weekly contest',
      'educational round',
      'cup',
      '2023',
    ];
    const platformSets = ['', 'codeforces', 'leetcode,codechef'];
    const lengths: ContestLength[] = ['any', 'short', 'long'];
    let nonEmpty = 0;
    for (const q of searches) {
      for (const platforms of platformSets) {
        const names = new Set(
          platforms.split(',').flatMap((p) => {
            const id = parsePlatform(p);
            return id ? [PLATFORM_NAMES[id]] : [];
          }),
        );
        for (const length of lengths) {
          const expected = all.filter(
            (c) =>
              (names.size === 0 || names.has(c.type)) &&
              matchesSearch({ platformName: c.type, title: c.title }, q) &&
              matchesLength(c.duration, length),
          );
          if (expected.length > 12) nonEmpty++;
          const query = `q=${encodeURIComponent(q)}&platforms=${platforms}&length=${length}`;
          for (const page of [0, 1]) {
            const body = await past(`${query}&page=${page}`);
            expectPastPage(body, expected, page, `${query} page ${page}`);
          }
        }
      }
    }
    // The combinations above do reach past a first page, so hasMore is tested both ways.
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('filters by length on its own: up to 3 hours, or longer', async () => {
    const long = await everyPage('length=long');
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((c) => c.duration > 180)).toBe(true);
    const short = await everyPage('length=short');
    expect(short.every((c) => c.duration <= 180)).toBe(true);
    expect(long.length + short.length).toBe(all.length);
  });

  it('answers the same words in another order, case or accent from one cached answer', async () => {
    await past('q=round%20926');
    const before = t.stack.server.lists.searchStats();
    await past('q=926%20ROUND');
    await past('q=%20Round,%20926%20');
    expect(t.stack.server.lists.searchStats().builds).toBe(before.builds);
  });

  it('finds a contest stored after the last search, once the data change is announced', async () => {
    await past('q=quasar%20finale');
    await upsertContests(t.stack.server.database.db, [
      {
        title: 'Quasar Finale',
        startsAt: at(20),
        durationMinutes: 60,
        platform: 'codeforces',
        externalId: 'extra-quasar',
        url: 'https://codeforces.com/',
      },
    ]);
    t.stack.server.lists.invalidate();
    const found = await past('q=quasar%20finale');
    expect(found.pastContests.map((c) => c.title)).toEqual(['Quasar Finale']);
    all = await everyPage('');
  });

  it('fills the search columns of rows written before they existed', async () => {
    const { db } = t.stack.server.database;
    await db.execute(sql`update contests set search_text = null, series_key = null`);
    expect(await backfillDerivedColumns(db)).toBe(all.length + (await upcomingCount()));
    t.stack.server.lists.invalidate();
    expect((await past('q=round%20926')).pastContests).toHaveLength(2);
  });

  it.each([
    ['q=', 'q: must be 1 to 100 characters'],
    ['q=%20%20', 'q: must be 1 to 100 characters'],
    [`q=${'x'.repeat(101)}`, 'q: must be 1 to 100 characters'],
    ['length=medium', 'length: must be one of any, short, long'],
  ])('answers ?%s with 400 naming the field', async (query, message) => {
    const response = await t.stack.get(`/contests/past_contest?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message }, message });
  });
});

async function upcomingCount(): Promise<number> {
  const response = await t.stack.get('/contests/upcoming');
  return ((await response.json()) as { upcomingContests: unknown[] }).upcomingContests.length;
}
