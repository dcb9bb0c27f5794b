import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userResults } from '#server/db/schema-handles';
import { bookmarks, contests, solutionVideos, users } from '#server/db/schema';
import { readFixtureText } from '#replay/server/fixtures';
import type { Fault } from '#replay/server/replay-server';
import { syncByPlatform, useStack } from './use-stack';

const t = useStack({ server: 'per-test' });

async function countRows(platform?: 'codeforces' | 'leetcode' | 'codechef') {
  const query = t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(contests);
  const [row] = await (platform ? query.where(eq(contests.platform, platform)) : query);
  return row?.n ?? 0;
}

describe('sync against the replayed platforms', () => {
  it('stores every recorded contest of the three platforms', async () => {
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toEqual({
      platform: 'codeforces',
      ok: true,
      seen: 1835,
      inserted: 1835,
      updated: 0,
      skipped: 0,
    });
    expect(results.leetcode).toMatchObject({ ok: true, seen: 97, inserted: 97 });
    expect(results.codechef).toMatchObject({ ok: true, seen: 22, inserted: 22 });
    expect(results.atcoder).toMatchObject({ ok: true, seen: 31, inserted: 31 });
    expect(await countRows()).toBe(1835 + 97 + 22 + 31);
  });

  it('writes nothing on a second sync of unchanged data', async () => {
    await syncByPlatform(t.stack);
    const before = await t.db.database.db.select().from(contests);
    const results = await syncByPlatform(t.stack);
    for (const platform of ['codeforces', 'leetcode', 'codechef', 'atcoder'] as const) {
      expect(results[platform]).toMatchObject({ ok: true, inserted: 0, updated: 0 });
    }
    const after = await t.db.database.db.select().from(contests);
    expect(after).toEqual(before);
  });

  it('updates a renamed, lengthened contest in place, keeping its id and solution link', async () => {
    t.stack.replay.useSample('codechef', 'codechefMar16');
    await syncByPlatform(t.stack);
    const [old] = await t.db.database.db
      .select()
      .from(contests)
      .where(eq(contests.id, 'codechef-START178'));
    expect(old).toMatchObject({ title: 'Starters 178', durationMinutes: 120 });
    await t.db.database.db
      .update(contests)
      .set({ videoSolution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
      .where(eq(contests.id, 'codechef-START178'));

    t.stack.replay.useSample('codechef', 'codechef');
    const results = await syncByPlatform(t.stack);
    // Only START178 changed between the two recordings: renamed and lengthened.
    expect(results.codechef).toMatchObject({ ok: true, seen: 22, inserted: 0, updated: 1 });
    const [now] = await t.db.database.db
      .select()
      .from(contests)
      .where(eq(contests.id, 'codechef-START178'));
    expect(now).toMatchObject({
      title: 'Starters 178 (Rated till 6 star)',
      durationMinutes: 135,
      videoSolution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      createdAt: old?.createdAt,
    });
    expect(now?.endsAt.getTime()).toBe((old?.startsAt.getTime() ?? 0) + 135 * 60_000);
  });

  /** The recorded list with Starters 178 listed by a division's code, as upcoming ones are. */
  const starters178As = (code: string): Fault => ({
    type: 'edit',
    edit: (body) =>
      Object.fromEntries(
        Object.entries(body as Record<string, unknown>).map(([key, value]) => [
          key,
          Array.isArray(value)
            ? (value as Record<string, unknown>[]).map((row) =>
                row.contest_code === 'START178' ? { ...row, contest_code: code } : row,
              )
            : value,
        ]),
      ),
  });

  it('stores a Starters listed by a division code, then by its own, as one contest', async () => {
    t.stack.replay.setFault('codechef', starters178As('START178B'));
    expect((await syncByPlatform(t.stack)).codechef).toMatchObject({ ok: true, inserted: 22 });
    t.stack.replay.setFault('codechef', undefined);
    expect((await syncByPlatform(t.stack)).codechef).toMatchObject({ ok: true, inserted: 0 });
    const starters = await t.db.database.db
      .select({ id: contests.id, url: contests.url })
      .from(contests)
      .where(sql`${contests.externalId} like 'START178%'`);
    expect(starters).toEqual([
      { id: 'codechef-START178', url: 'https://www.codechef.com/START178' },
    ]);
  });

  it('merges a row stored under a division code into its contest, with all that points at it', async () => {
    const db = t.db.database.db;
    t.stack.replay.useSample('codechef', 'codechefWithoutStart178');
    await syncByPlatform(t.stack);
    // As an earlier version stored the upcoming division's code.
    const startsAt = new Date('2025-03-19T14:30:00Z');
    await db.insert(contests).values({
      id: 'codechef-START178B',
      platform: 'codechef',
      externalId: 'START178B',
      title: 'Starters 178',
      url: 'https://www.codechef.com/START178B',
      startsAt,
      durationMinutes: 120,
      endsAt: new Date(startsAt.getTime() + 120 * 60_000),
      videoSolution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      solutionSource: 'admin',
    });
    const [user] = await db
      .insert(users)
      .values({ googleSub: 'sub-merge', email: 'merge@example.com', name: 'Merge' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    await db.insert(bookmarks).values({ userId, contestId: 'codechef-START178B' });
    await db.insert(userResults).values({
      userId,
      contestId: 'codechef-START178B',
      platform: 'codechef',
      rank: 12,
      oldRating: 1500,
      newRating: 1550,
      at: startsAt,
    });
    await db.insert(solutionVideos).values({
      videoId: 'mergeVideo1',
      playlistId: 'PL1',
      title: 'Starters 178 solutions',
      description: '',
      publishedAt: startsAt,
      status: 'pending',
      candidates: ['codechef-START178B', 'codechef-START177'],
    });

    t.stack.replay.useSample('codechef', 'codechef');
    expect((await syncByPlatform(t.stack)).codechef).toMatchObject({ ok: true, inserted: 1 });

    expect(await countRows('codechef')).toBe(22);
    const [merged] = await db.select().from(contests).where(eq(contests.externalId, 'START178'));
    expect(merged).toMatchObject({
      id: 'codechef-START178',
      durationMinutes: 135,
      videoSolution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      solutionSource: 'admin',
    });
    expect(await db.select().from(contests).where(eq(contests.id, 'codechef-START178B'))).toEqual(
      [],
    );
    expect(await db.select({ c: bookmarks.contestId }).from(bookmarks)).toEqual([
      { c: 'codechef-START178' },
    ]);
    expect(await db.select({ c: userResults.contestId }).from(userResults)).toEqual([
      { c: 'codechef-START178' },
    ]);
    expect(await db.select({ c: solutionVideos.candidates }).from(solutionVideos)).toEqual([
      { c: ['codechef-START178', 'codechef-START177'] },
    ]);
  });

  it('keeps a stored contest that a later successful fetch no longer lists', async () => {
    await syncByPlatform(t.stack);
    const before = await countRows('codeforces');
    const dropFirst = (body: unknown) => {
      const { result, ...rest } = body as { result: { id: number }[] };
      return { ...rest, result: result.filter((contest) => contest.id !== 1926) };
    };
    t.stack.replay.setFault('codeforces', { type: 'edit', edit: dropFirst });
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toMatchObject({ ok: true, seen: before - 1 });
    expect(await countRows('codeforces')).toBe(before);
    const [kept] = await t.db.database.db
      .select()
      .from(contests)
      .where(eq(contests.id, 'codeforces-1926'));
    expect(kept?.title).toBeTruthy();
  });

  const faults: [string, Fault, string][] = [
    ['a timeout', { type: 'timeout' }, 'no answer in time'],
    ['HTTP 500', { type: 'status', status: 500 }, 'HTTP 500'],
    ['HTTP 429', { type: 'status', status: 429 }, 'HTTP 429 (rate limited)'],
    ['truncated JSON', { type: 'truncated' }, 'unexpected answer: not valid JSON'],
    ['an unexpected shape', { type: 'shape' }, 'unexpected answer: field data'],
  ];

  it.each(faults)(
    'survives %s from one platform: others sync, nothing is deleted',
    async (_name, fault, publicError) => {
      await syncByPlatform(t.stack);
      const before = await countRows('leetcode');
      t.stack.replay.setFault('leetcode', fault);
      const results = await syncByPlatform(t.stack);
      expect(results.leetcode?.ok).toBe(false);
      expect(results.codeforces?.ok).toBe(true);
      expect(results.codechef?.ok).toBe(true);
      expect(await countRows('leetcode')).toBe(before);

      const status = (await (await t.stack.get('/api/status')).json()) as {
        platforms: { platform: string; lastError: string | null; lastSuccessAt: string | null }[];
      };
      const leetcode = status.platforms.find((p) => p.platform === 'leetcode');
      expect(leetcode?.lastError).toBe(publicError);
      expect(leetcode?.lastSuccessAt).not.toBeNull();
    },
  );

  it('retries transient failures with backoff and then succeeds', async () => {
    t.stack.replay.setFault('codechef', { type: 'status', status: 503 }, 1);
    t.stack.replay.setFault('leetcode', { type: 'status', status: 429, retryAfterSeconds: 1 }, 1);
    const results = await syncByPlatform(t.stack);
    expect(results.codechef).toMatchObject({ ok: true, seen: 22 });
    expect(results.leetcode).toMatchObject({ ok: true, seen: 97 });
    expect(t.stack.replay.requestsFor('codechef')).toHaveLength(2);
    expect(t.stack.replay.requestsFor('leetcode')).toHaveLength(2);
    // Retry-After: 1 is honoured (capped by the configured maximum back-off).
    expect(t.stack.time.sleeps).toContain(1000);
  });

  it('calls Codeforces no more than once per 2 seconds, retries included', async () => {
    t.stack.replay.setFault('codeforces', { type: 'status', status: 500 }, 2);
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces?.ok).toBe(true);
    await syncByPlatform(t.stack);
    const times = t.stack.replay.requestsFor('codeforces').map((r) => r.at.getTime());
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i++) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(2000);
    }
  });

  it('records the failure and the last success per platform at /api/status', async () => {
    await syncByPlatform(t.stack);
    t.stack.replay.setFault('codechef', { type: 'status', status: 500 });
    await syncByPlatform(t.stack);
    const response = await t.stack.get('/api/status');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { platforms: Record<string, unknown>[] };
    expect(body.platforms.map((p) => p.platform)).toEqual([
      'leetcode',
      'codeforces',
      'codechef',
      'atcoder',
    ]);
    const codechef = body.platforms.find((p) => p.platform === 'codechef');
    expect(codechef).toMatchObject({
      lastError: 'HTTP 500',
      contestsSeen: 22,
      stale: false,
    });
    expect(Date.parse(String(codechef?.lastErrorAt))).toBeGreaterThan(
      Date.parse(String(codechef?.lastSuccessAt)),
    );
  });
});

describe('LeetCode asked as a browser asks (issue 46)', () => {
  const CSRF_PAGE = 'leetcode/graphql_403_csrf-no-referer__2024-10-08__WhatsMyName-886.html';
  const leetcodeStatus = async () => {
    const status = (await (await t.stack.get('/api/status')).json()) as {
      platforms: { platform: string; lastError: string | null; lastErrorAt: string | null }[];
    };
    return status.platforms.find((p) => p.platform === 'leetcode');
  };

  it('the replay refuses a GraphQL POST without Referer with the recorded CSRF page', async () => {
    const response = await fetch(`${t.stack.replay.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ allContests { title } }' }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('CSRF verification failed. Request aborted.');
  });

  it('takes the csrftoken from the contest page when asked for one and retries once with it', async () => {
    t.stack.replay.useSample('leetcode', 'csrf');
    const results = await syncByPlatform(t.stack);
    expect(results.leetcode?.ok).toBe(true);
    expect(await countRows('leetcode')).toBe(97);
    expect(t.stack.replay.requestsFor('leetcode')).toHaveLength(2);
    expect(t.stack.replay.requestsFor('leetcodeContestPage')).toHaveLength(1);
    expect((await leetcodeStatus())?.lastError).toBeNull();
    // The token is kept: the next sync asks without the page.
    await syncByPlatform(t.stack);
    expect(t.stack.replay.requestsFor('leetcode')).toHaveLength(3);
    expect(t.stack.replay.requestsFor('leetcodeContestPage')).toHaveLength(1);
  });

  const challenge =
    '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><noscript>Enable JavaScript and cookies to continue</noscript></body></html>';
  const refusals: [string, string][] = [
    ['the recorded CSRF page, token or not', 'csrf'],
    ['a Cloudflare challenge page', 'challenge'],
  ];

  it.each(refusals)(
    'shows %s as refused by LeetCode (403) with its time, never a parse error',
    async (_name, kind) => {
      const body = kind === 'csrf' ? readFixtureText(CSRF_PAGE) : challenge;
      t.stack.replay.setFault('leetcode', { type: 'raw', status: 403, body });
      const before = t.stack.time.clock.now().getTime();
      const results = await syncByPlatform(t.stack);
      expect(results.leetcode?.ok).toBe(false);
      expect(results.codeforces?.ok).toBe(true);
      const leetcode = await leetcodeStatus();
      expect(leetcode?.lastError).toBe('refused by LeetCode (403)');
      expect(Date.parse(leetcode?.lastErrorAt ?? '')).toBeGreaterThanOrEqual(before);
      // Refused twice at most (the CSRF page's one retry with a fresh token), never retried on.
      expect(t.stack.replay.requestsFor('leetcode')).toHaveLength(kind === 'csrf' ? 2 : 1);
    },
  );
});
