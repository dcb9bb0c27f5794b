import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PLATFORM_LIST,
  type PlatformId,
  type StatusResponse,
  type UpcomingContestsResponse,
} from '@contest-tracker/contract';
import { contests } from '#server/db/schema';
import { PLATFORM_REPLAY } from '#replay/platforms/routes';
import { TEST_NOW } from './test-stack';
import { syncByPlatform, useStack } from './use-stack';

// The platforms added after the spec's four, replayed from their recorded answers.
const NEWER = PLATFORM_LIST.slice(4).map((p) => p.id);
/** Those that ask an upstream (Advent of Code's days are computed from the clock). */
const FETCHED = NEWER.filter((id) => PLATFORM_REPLAY[id].length > 0);
const t = useStack({ server: 'per-test', env: { PLATFORMS: NEWER.join(',') } });

/** Where replay puts an instant of a recording made at `anchor`: the anchor is the test's now. */
const replayed = (utc: string, anchor: string) =>
  new Date(Date.parse(utc) + Date.parse(TEST_NOW) - Date.parse(anchor));

const rowOf = async (id: string) =>
  (await t.db.database.db.select().from(contests).where(eq(contests.id, id)))[0];

describe('the newer platforms on the replay', () => {
  it('each syncs, with the rows its answer holds, bad ones skipped and counted', async () => {
    const results = await syncByPlatform(t.stack);
    const seen = Object.fromEntries(
      NEWER.map((id) => {
        const result = results[id];
        return [id, result?.ok ? [result.seen, result.inserted, result.skipped] : result];
      }),
    );
    expect(seen).toEqual({
      geeksforgeeks: [6, 6, 0],
      // ProjectEuler+ is open for years: out of bounds.
      hackerrank: [4, 3, 1],
      // Two of its four events are not contests (hiring, hackathon): left out by its rule, counted.
      hackerearth: [4, 2, 2],
      code360: [3, 3, 0],
      yukicoder: [5, 5, 0],
      dmoj: [5, 5, 0],
      // 211 of the 500 recorded gyms have a start time.
      cfgym: [211, 211, 0],
      // One upcoming row has no time yet ('TBA').
      kattis: [6, 5, 1],
      // One round has no start yet.
      metahackercup: [7, 6, 1],
      // One contest open for three months: out of bounds.
      luogu: [5, 4, 1],
      // A stage without a date yet and the semifinals row: left out by its rule, counted.
      ucup: [8, 6, 2],
      tlx: [6, 6, 0],
      toph: [4, 4, 0],
      // Three running or upcoming, two past.
      lightoj: [5, 5, 0],
      // On 1 March 2026: the twelve days of 2025 and the twelve of 2026.
      adventofcode: [24, 24, 0],
    });
  });

  it('stores exact instants from each source’s own notation', async () => {
    await syncByPlatform(t.stack);
    expect(await rowOf('geeksforgeeks-gfg-midnight-coding-marathon-3')).toMatchObject({
      // 23:30 IST, a wall time without its zone.
      startsAt: replayed('2025-03-29T18:00:00Z', '2025-04-13T14:00:00Z'),
      durationMinutes: 120,
      url: 'https://practice.geeksforgeeks.org/contest/gfg-midnight-coding-marathon-3',
    });
    expect(await rowOf('yukicoder-487')).toMatchObject({
      startsAt: replayed('2024-04-05T13:30:00Z', '2024-04-12T12:40:00Z'),
      durationMinutes: 120,
    });
    expect(await rowOf('hackerearth-dsa-coding-contest-may-25')).toMatchObject({
      startsAt: replayed('2025-04-26T18:00:00Z', '2025-04-18T16:30:00Z'),
      url: 'https://www.hackerearth.com/challenges/competitive/dsa-coding-contest-may-25/',
    });
    expect(await rowOf('dmoj-ecoo24r1')).toMatchObject({
      title: "ECOO '24 Round 1",
      startsAt: replayed('2024-10-26T23:30:00Z', '2024-10-19T18:30:00Z'),
    });
    expect(await rowOf('code360-weekly-contest-170')).toMatchObject({
      startsAt: replayed('2025-05-11T13:30:00Z', '2025-05-11T14:00:00Z'),
    });
    expect(await rowOf('hackerrank-15010')).toMatchObject({
      url: 'https://www.hackerrank.com/contests/week-of-code-2025',
    });
    expect(await rowOf('cfgym-104976')).toMatchObject({
      url: 'https://codeforces.com/gym/104976',
      startsAt: replayed('2023-12-10T01:00:00Z', '2024-02-17T14:45:00Z'),
    });
    // A past Kattis contest is listed by its end: it began its length before.
    expect(await rowOf('kattis-q7qhgd')).toMatchObject({
      url: 'https://open.kattis.com/contests/q7qhgd',
      startsAt: replayed('2024-11-17T16:00:00Z', '2024-11-20T18:30:00Z'),
      durationMinutes: 300,
    });
    expect(await rowOf('metahackercup-1990005718073707')).toMatchObject({
      title: 'Hacker Cup 2024 Final Round',
      url: 'https://www.facebook.com/codingcompetitions/hacker-cup/2024/final-round',
      startsAt: replayed('2024-12-07T18:00:00Z', '2024-10-19T18:00:00Z'),
      durationMinutes: 240,
    });
    expect(await rowOf('luogu-121700')).toMatchObject({
      // Unix seconds; the title as written.
      title: '【LGR-(-21) 】SCP 2023 第一轮（初赛 S 组）模拟',
      startsAt: replayed('2023-08-14T06:30:00Z', '2023-08-14T07:00:00Z'),
      durationMinutes: 120,
      url: 'https://www.luogu.com.cn/contest/121700',
    });
    // Luogu's bot check first, then the list with the cookie its page set.
    expect(t.stack.replay.requestsFor('luogu')).toHaveLength(2);
    expect(await rowOf('ucup-s4-stage-12')).toMatchObject({
      // Two days: 05:00 UTC on the first to 23:00 UTC on the second.
      title: 'The 4th Universal Cup. Stage 12: Shanghai',
      startsAt: replayed('2026-01-10T05:00:00Z', '2026-01-10T12:00:00Z'),
      durationMinutes: 42 * 60,
      url: 'https://ucup.ac/news/ucup-4-stage-12/',
    });
    // Epoch milliseconds, over midnight UTC.
    expect(await rowOf('tlx-1404')).toMatchObject({
      url: 'https://tlx.toki.id/contests/latihan-icpc-jakarta-2025',
      startsAt: replayed('2025-03-08T22:30:00Z', '2025-03-15T14:00:00Z'),
      durationMinutes: 300,
    });
    // Epoch seconds in the contest's own page, its length in words ("2 hours 30 minutes").
    expect(await rowOf('toph-criterion-2025-round-3')).toMatchObject({
      title: 'Criterion 2025 Round 3',
      url: 'https://toph.co/c/criterion-2025-round-3',
      startsAt: replayed('2025-03-15T13:00:00Z', '2025-03-15T14:00:00Z'),
      durationMinutes: 150,
    });
    expect(await rowOf('lightoj-2047')).toMatchObject({
      // 23:30 in Dhaka, two days long.
      startsAt: replayed('2025-06-21T17:30:00Z', '2025-06-14T15:30:00Z'),
      durationMinutes: 2 * 24 * 60,
      url: 'https://lightoj.com/contest/eid-long-contest-2025',
    });
    // Computed, not replayed: midnight EST on the day itself, whatever the replay's shift.
    expect(await rowOf('adventofcode-2025-day-12')).toMatchObject({
      title: 'Advent of Code 2025, Day 12',
      startsAt: new Date('2025-12-12T05:00:00Z'),
      durationMinutes: 24 * 60,
      url: 'https://adventofcode.com/2025/day/12',
    });
  });

  it('shows the Advent of Code day that unlocked last as running, the next ones upcoming', async () => {
    await t.restart({ env: { PLATFORMS: 'adventofcode' } });
    t.stack.time.clock.set(new Date('2026-12-03T10:00:00Z'));
    expect((await syncByPlatform(t.stack)).adventofcode).toMatchObject({ ok: true, seen: 24 });
    const response = await t.stack.get('/contests/upcoming?platforms=adventofcode');
    const { upcomingContests } = (await response.json()) as UpcomingContestsResponse;
    expect(upcomingContests.slice(0, 2).map((c) => [c.id, c.status])).toEqual([
      ['adventofcode-2026-day-3', 'running'],
      ['adventofcode-2026-day-4', 'upcoming'],
    ]);
    expect(t.stack.replay.requests).toEqual([]);
  });

  it('keeps HackerEarth rows whose links carry a language prefix, linked without it', async () => {
    // Live links carry the reader's language, `/de/` (aropan/clist 72d64227, "hackerearth from
    // de fix") or `/en-us/`: see the adapter's test for the real links.
    const prefixes = ['de', 'ru', 'en-us', 'pt-br'];
    t.stack.replay.setFault('hackerearth', {
      type: 'edit',
      edit: (body) => {
        const { response } = body as { response: { url: string }[] };
        return {
          response: response.map((row, i) => ({
            ...row,
            url: row.url.replace('.com/en-us/', '.com/').replace('.com/', `.com/${prefixes[i]}/`),
          })),
        };
      },
    });
    const results = await syncByPlatform(t.stack);
    // Both contests kept; the answer's two other events are left out by the platform's own rule
    // and counted as seen and dropped, as on a sync without prefixes.
    expect(results.hackerearth).toMatchObject({ ok: true, seen: 4, inserted: 2 });
    expect(await rowOf('hackerearth-april-circuits-25')).toMatchObject({
      url: 'https://www.hackerearth.com/challenges/competitive/april-circuits-25/',
    });
  });

  it('asks Code360 at its new path with naukri_request=true, the old host not at all', async () => {
    const results = await syncByPlatform(t.stack);
    expect(results.code360).toMatchObject({ ok: true, seen: 3 });
    expect(t.stack.replay.requestsFor('code360').map((r) => r.url)).toEqual([
      '/code360/api/v4/public_section/contest_list?page=1&naukri_request=true',
    ]);
    expect(t.stack.replay.requestsFor('code360Old')).toEqual([]);
  });

  it('turns to Code360’s old host when the new path answers 404, not on an outage', async () => {
    t.stack.replay.setFault('code360', { type: 'status', status: 404 });
    expect((await syncByPlatform(t.stack)).code360).toMatchObject({ ok: true, seen: 3 });
    expect(t.stack.replay.requestsFor('code360Old').map((r) => r.url)).toEqual([
      '/api/v4/public_section/contest_list?page=1',
    ]);
    expect(await rowOf('code360-weekly-contest-170')).toBeDefined();

    t.stack.replay.setFault('code360', { type: 'status', status: 503 });
    expect((await syncByPlatform(t.stack)).code360).toMatchObject({ ok: false });
    expect(t.stack.replay.requestsFor('code360Old')).toHaveLength(1);
  });

  it('fails Code360 visibly when the old host redirects to another origin', async () => {
    t.stack.replay.setFault('code360', { type: 'status', status: 404 });
    t.stack.replay.setFault('code360Old', {
      type: 'redirect',
      status: 301,
      location: 'https://www.naukri.com/code360/api/v4/public_section/contest_list?page=1',
    });
    expect((await syncByPlatform(t.stack)).code360).toMatchObject({ ok: false });
    const status = (await (await t.stack.get('/api/status')).json()) as StatusResponse;
    expect(status.platforms.find((p) => p.platform === 'code360')).toMatchObject({
      lastError: expect.stringMatching(/redirected off the platform/) as unknown,
    });
  });

  it('syncs GeeksforGeeks from pages with only upcoming, or only past, contests', async () => {
    const without = (list: 'past' | 'upcoming') => (body: unknown) => {
      const { results } = body as { results: Record<string, unknown> };
      return { results: Object.fromEntries(Object.entries(results).filter(([k]) => k !== list)) };
    };
    t.stack.replay.setFault('geeksforgeeks', { type: 'edit', edit: without('past') });
    expect((await syncByPlatform(t.stack)).geeksforgeeks).toMatchObject({ ok: true, seen: 3 });
    t.stack.replay.setFault('geeksforgeeks', { type: 'edit', edit: without('upcoming') });
    expect((await syncByPlatform(t.stack)).geeksforgeeks).toMatchObject({ ok: true, seen: 3 });
    expect(await rowOf('geeksforgeeks-gfg-midnight-coding-marathon-3')).toBeDefined();
  });

  it('lists the running contests first, each newer platform with its own', async () => {
    await syncByPlatform(t.stack);
    const response = await t.stack.get(`/contests/upcoming?platforms=${NEWER.join(',')}`);
    const { upcomingContests } = (await response.json()) as UpcomingContestsResponse;
    const firstUpcoming = upcomingContests.findIndex((c) => c.status === 'upcoming');
    const running = upcomingContests.slice(0, firstUpcoming);
    expect(running.every((c) => c.status === 'running')).toBe(true);
    expect(running.map((c) => c.id).sort()).toEqual([
      'code360-weekly-contest-170',
      'dmoj-mwc24',
      'geeksforgeeks-gfg-weekly-coding-contest-200',
      'hackerearth-april-circuits-25',
      'hackerrank-15010',
      'kattis-hxzm7k',
      'lightoj-2041',
      'luogu-121700',
      'metahackercup-1990005718073705',
      'tlx-1409',
      'toph-bdoi-2025-practice',
      'toph-criterion-2025-round-3',
      'ucup-s4-stage-12',
      'yukicoder-490',
    ]);
    expect(upcomingContests.slice(firstUpcoming).every((c) => c.status === 'upcoming')).toBe(true);
  });

  it('fails a platform visibly on an answer of another shape, keeping the others', async () => {
    for (const id of FETCHED) t.stack.replay.setFault(id, { type: 'shape' });
    const results = await syncByPlatform(t.stack);
    expect(NEWER.filter((id) => results[id]?.ok)).toEqual(['adventofcode']);
    const status = (await (await t.stack.get('/api/status')).json()) as StatusResponse;
    for (const platform of status.platforms.filter((p) => FETCHED.includes(p.platform))) {
      expect(platform, platform.platform).toMatchObject({
        lastSuccessAt: null,
        lastError: expect.stringMatching(/^unexpected answer/) as unknown,
        contestsStored: 0,
      });
    }
    expect(status.platforms.map((p) => p.platform)).toEqual(NEWER);
  });

  it.each(NEWER.map((id) => [id]))('PLATFORMS=%s serves that platform alone', async (id) => {
    await t.restart({ env: { PLATFORMS: id } });
    await syncByPlatform(t.stack);
    const status = (await (await t.stack.get('/api/status')).json()) as StatusResponse;
    expect(status.platforms.map((p) => [p.platform, p.lastSuccessAt !== null])).toEqual([
      [id, true],
    ]);
    const past = await t.stack.get('/contests/past_contest?pageSize=50');
    const types = new Set(
      ((await past.json()) as { pastContests: { id: string }[] }).pastContests.map(
        (c) => c.id.split('-')[0] as PlatformId,
      ),
    );
    expect([...types].filter((platform) => platform !== id)).toEqual([]);
  });
});
