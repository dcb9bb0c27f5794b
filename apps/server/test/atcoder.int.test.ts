import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StatusResponse } from '@contest-tracker/contract';
import { contests } from '#server/db/schema';
import { ATCODER_ANCHOR } from '#replay/platforms/atcoder/replay';
import { TEST_NOW } from './test-stack';
import { syncByPlatform, useStack } from './use-stack';

const t = useStack({ server: 'per-test' });

const atcoderRows = () =>
  t.db.database.db.select().from(contests).where(eq(contests.platform, 'atcoder'));

/** Where replay puts an instant of the recordings: the anchor falls on the test's now. */
const replayed = (utc: string) =>
  new Date(Date.parse(utc) + Date.parse(TEST_NOW) - ATCODER_ANCHOR.getTime());

describe('AtCoder', () => {
  it('stores the page and AtCoder Problems as one row per contest, instants and durations exact', async () => {
    const results = await syncByPlatform(t.stack);
    // 28 past contests + 3 upcoming; ABC 140 is running, so it is in both sources.
    expect(results.atcoder).toMatchObject({ ok: true, seen: 31, inserted: 31, skipped: 0 });
    const rows = new Map((await atcoderRows()).map((row) => [row.id, row]));
    expect(rows.size).toBe(31);
    expect(rows.get('atcoder-abc140')).toMatchObject({
      title: 'AtCoder Beginner Contest 140',
      url: 'https://atcoder.jp/contests/abc140',
      startsAt: replayed('2019-09-07T12:00:00Z'), // 21:00 JST
      durationMinutes: 100,
    });
    expect(rows.get('atcoder-hokudai-hitachi2019-2')).toMatchObject({
      startsAt: replayed('2019-10-05T06:00:00Z'), // 15:00 JST
      durationMinutes: 240 * 60,
    });
    expect(rows.get('atcoder-jsc2019-final')).toMatchObject({
      title: '第一回日本最強プログラマー学生選手権決勝 & Exhibition',
      startsAt: replayed('2019-10-12T04:00:00Z'), // 13:00 JST
      durationMinutes: 180,
    });
    expect(rows.get('atcoder-abc139')).toMatchObject({
      startsAt: replayed('2019-09-01T12:00:00Z'),
      durationMinutes: 100,
    });
    expect(rows.get('atcoder-ttpc2019')?.title).toBe('東京工業大学プログラミングコンテスト2019');
  });

  it('reads an empty upcoming table as no upcoming contests', async () => {
    t.stack.replay.useSample('atcoderPage', 'emptyUpcoming');
    const results = await syncByPlatform(t.stack);
    expect(results.atcoder).toMatchObject({ ok: true, seen: 28 });
  });

  it('treats a page without its tables as an unexpected answer, keeping what is stored', async () => {
    await syncByPlatform(t.stack);
    t.stack.replay.setFault('atcoderPage', { type: 'shape' });
    const results = await syncByPlatform(t.stack);
    expect(results.atcoder).toMatchObject({
      ok: false,
      error: 'unexpected answer: field #contest-table-upcoming',
    });
    expect(results.codeforces).toMatchObject({ ok: true, inserted: 0, updated: 0 });
    expect(await atcoderRows()).toHaveLength(31);
    const status = (await (await t.stack.get('/api/status')).json()) as StatusResponse;
    expect(status.platforms.find((p) => p.platform === 'atcoder')).toMatchObject({
      lastError: 'unexpected answer: field #contest-table-upcoming',
      contestsStored: 31,
    });
    const upcoming = (await (await t.stack.get('/contests/upcoming?platforms=atcoder')).json()) as {
      upcomingContests: { id: string }[];
    };
    expect(upcoming.upcomingContests.map((c) => c.id)).toContain('atcoder-abc141');
  });

  it('keeps the stored contests when the page fails, and the others sync', async () => {
    await syncByPlatform(t.stack);
    t.stack.replay.setFault('atcoderPage', { type: 'status', status: 503 });
    const results = await syncByPlatform(t.stack);
    expect(results.atcoder).toMatchObject({ ok: false, error: 'HTTP 503' });
    expect(results.leetcode?.ok).toBe(true);
    expect(await atcoderRows()).toHaveLength(31);
  });

  it('runs only the platforms of PLATFORMS', async () => {
    await t.restart({ env: { PLATFORMS: 'atcoder' } });
    const results = await syncByPlatform(t.stack);
    expect(Object.keys(results)).toEqual(['atcoder']);
    expect(t.stack.replay.requestsFor('codeforces')).toEqual([]);
  });
});
