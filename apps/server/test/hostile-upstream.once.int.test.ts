import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusResponse } from '@contest-tracker/contract';
import { contests } from '#server/db/schema';
import { ATCODER_ANCHOR } from '#replay/platforms/atcoder/replay';
import { flatPage, nestedPage, pageWithHref } from '#replay/platforms/atcoder/hostile-pages';
import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { OFF_THREAD_JSON_BYTES } from '#server/platforms/parse-json-off-thread';
import { parseIcs } from './parse-ics';
import { TEST_NOW } from './test-stack';
import { syncByPlatform, useStack } from './use-stack';

const t = useStack({ server: 'per-test' });

async function status() {
  const text = await (await t.stack.get('/api/status')).text();
  return { text, body: JSON.parse(text) as StatusResponse };
}

const entry = (body: StatusResponse, platform: string) =>
  body.platforms.find((p) => p.platform === platform);

/** A server standing for something internal that no platform answer may reach. */
async function startInternalServer() {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end('INTERNAL-SECRET-7f3a '.repeat(20));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/admin/keys`,
    hits,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('a huge answer', () => {
  // CodeChef's own cap (its real list is 12 KB), well under the ceiling UPSTREAM_MAX_BYTES.
  const capBytes = BYTE_CAPS.codechefContests;

  it("is cut at its source's cap while streaming, not retried, and the others sync", async () => {
    await syncByPlatform(t.stack);
    t.stack.replay.setFault('codechef', { type: 'huge', bytes: 100 * 1024 * 1024 });
    const results = await syncByPlatform(t.stack);
    expect(results.codechef).toMatchObject({ ok: false, error: 'answer too big' });
    expect(results.codeforces?.ok).toBe(true);
    expect(t.stack.replay.requestsFor('codechef')).toHaveLength(2); // one per sync: no retry
    // What left the replay is what the client read, plus the sockets' buffers: never 100 MB.
    const sent = await vi.waitFor(
      () => t.stack.replay.hugeBytesSent[0] ?? Promise.reject(new Error()),
    );
    expect(sent).toBeGreaterThan(capBytes);
    expect(sent).toBeLessThan(capBytes + 16 * 1024 * 1024);
    expect(entry((await status()).body, 'codechef')).toMatchObject({
      lastError: 'answer too big',
      contestsStored: 22,
    });
  });

  it('is refused from its Content-Length before a byte of it is read', async () => {
    t.stack.replay.setFault('codechef', { type: 'huge', bytes: 100 * 1024 * 1024, declared: true });
    const results = await syncByPlatform(t.stack);
    expect(results.codechef).toMatchObject({ ok: false, error: 'answer too big' });
    expect(t.stack.replay.requestsFor('codechef')).toHaveLength(1);
    const sent = await vi.waitFor(
      () => t.stack.replay.hugeBytesSent[0] ?? Promise.reject(new Error()),
    );
    // Only what the sockets' buffers took before the refusal.
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });

  it('of 20 MB nested 10 million deep is refused: that platform fails alone, the others sync', async () => {
    const half = 10 * 1024 * 1024;
    t.stack.replay.setFault('codeforces', {
      type: 'raw',
      status: 200,
      body: '['.repeat(half) + ']'.repeat(half),
      contentType: 'application/json',
    });
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toMatchObject({ ok: false, error: 'answer too big' });
    expect(results.codechef).toMatchObject({ ok: true, seen: 22 });
    expect(results.leetcode?.ok).toBe(true);
    expect((await t.stack.get('/contests/upcoming')).status).toBe(200);
  });

  it('nested deeper than real answers is refused, on the thread or off it; a large real one parses off it', async () => {
    const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
    // Over the off-thread threshold, under AtCoder Problems' 2 MB cap: the worker refuses it.
    t.stack.replay.setFault('atcoder', {
      type: 'raw',
      status: 200,
      body: nested(1.5 * 1024 * 1024),
      contentType: 'application/json',
    });
    t.stack.replay.setFault('leetcode', {
      type: 'raw',
      status: 200,
      body: nested(100 * 1024),
      contentType: 'application/json',
    });
    // The recorded Codeforces list with 1 MB more of a field nobody reads: parsed in the worker.
    t.stack.replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => ({ ...(body as object), padding: 'x'.repeat(OFF_THREAD_JSON_BYTES) }),
    });
    const results = await syncByPlatform(t.stack);
    expect(results.atcoder).toMatchObject({ ok: false, error: 'answer too deeply nested' });
    expect(results.leetcode).toMatchObject({ ok: false, error: 'answer too deeply nested' });
    expect(results.codeforces).toMatchObject({ ok: true, seen: 1835 });
    expect(results.codechef).toMatchObject({ ok: true, seen: 22 });
  });

  it('stays under UPSTREAM_MAX_BYTES, the ceiling over every source cap', async () => {
    await t.restart({ env: { UPSTREAM_MAX_BYTES: String(256 * 1024) } });
    const results = await syncByPlatform(t.stack);
    // Codeforces' recorded list is 591 KB: under its own 2 MB cap, over this ceiling.
    expect(results.codeforces).toMatchObject({ ok: false, error: 'answer too big' });
    expect(results.codechef).toMatchObject({ ok: true, seen: 22 });
  });
});

describe('redirects', () => {
  it('refuses one to another origin: nothing is fetched there, nothing of it is shown', async () => {
    const internal = await startInternalServer();
    try {
      t.stack.replay.setFault('leetcode', { type: 'redirect', location: internal.url });
      const results = await syncByPlatform(t.stack);
      expect(results.leetcode).toMatchObject({ ok: false, error: 'redirected off the platform' });
      expect(internal.hits).toEqual([]);
      const { text, body } = await status();
      expect(entry(body, 'leetcode')?.lastError).toBe('redirected off the platform');
      expect(text).not.toContain('INTERNAL-SECRET');
      expect(text).not.toContain(internal.url);
    } finally {
      await internal.close();
    }
  });

  it('follows one within the platform origin', async () => {
    const path = '/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all';
    t.stack.replay.setFault('codechef', { type: 'redirect', location: path }, 1);
    const results = await syncByPlatform(t.stack);
    expect(results.codechef).toMatchObject({ ok: true, seen: 22 });
  });
});

describe('the public status', () => {
  it('shows a short category, never the upstream body', async () => {
    const page = '<html>Forbidden: token sk_live_51Hx at db01.internal.example:5432</html>';
    t.stack.replay.setFault('codeforces', { type: 'raw', status: 403, body: page });
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toMatchObject({ ok: false, error: 'HTTP 403' });
    // The operator still gets the details.
    expect(results.codeforces?.ok === false && results.codeforces.detail).toContain('sk_live_51Hx');
    const { text, body } = await status();
    expect(entry(body, 'codeforces')?.lastError).toBe('HTTP 403');
    expect(text).not.toMatch(/sk_live|db01|Forbidden/);
  });

  it('names the field of an unexpected answer', async () => {
    t.stack.replay.setFault('codechef', {
      type: 'edit',
      edit: (body) => ({ ...(body as object), future_contests: 'soon' }),
    });
    await syncByPlatform(t.stack);
    expect(entry((await status()).body, 'codechef')?.lastError).toBe(
      'unexpected answer: field future_contests',
    );
  });

  it('shows no SQL when storing fails', async () => {
    const { db } = t.db.database;
    await db.execute(
      sql`alter table contests add constraint test_no_fails check (title <> 'FAIL ME')`,
    );
    try {
      t.stack.replay.setFault('codeforces', {
        type: 'edit',
        edit: (body) => {
          const { result, ...rest } = body as { result: { name: string }[] };
          return {
            ...rest,
            result: result.map((c, i) => (i === 0 ? { ...c, name: 'FAIL ME' } : c)),
          };
        },
      });
      const results = await syncByPlatform(t.stack);
      expect(results.codeforces).toMatchObject({
        ok: false,
        error: 'could not store the contests',
      });
      expect(results.leetcode?.ok).toBe(true);
      const { text } = await status();
      expect(text).not.toMatch(/insert|into|failed query|test_no_fails|constraint|violat/i);
    } finally {
      await db.execute(sql`alter table contests drop constraint test_no_fails`);
    }
  });
});

describe('rows out of bounds', () => {
  it('skips and counts only the bad rows of a batch, storing the rest', async () => {
    t.stack.replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => {
        const { result, ...rest } = body as { result: Record<string, unknown>[] };
        const bad: Record<number, Record<string, unknown>> = {
          1933: { durationSeconds: 99_999_999_999 },
          1923: { startTimeSeconds: 8_640_000_000_000 }, // 275760-09-13, Date's last day
          1926: { name: 'x'.repeat(10 * 1024) },
        };
        return { ...rest, result: result.map((c) => ({ ...c, ...bad[Number(c.id)] })) };
      },
    });
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toMatchObject({ ok: true, seen: 1835, inserted: 1832, skipped: 3 });
    const stored = await t.db.database.db
      .select({ id: contests.id })
      .from(contests)
      .where(eq(contests.platform, 'codeforces'));
    expect(stored.map((row) => row.id)).not.toContain('codeforces-1933');
    expect(stored.map((row) => row.id)).toContain('codeforces-1932');
    const codeforces = entry((await status()).body, 'codeforces');
    expect(codeforces).toMatchObject({ rowsSkipped: 3, contestsStored: 1832, stale: false });
    expect(codeforces?.skippedReasons).toEqual(
      expect.arrayContaining([
        { reason: 'duration not between 0 and 60 days', count: 1 },
        { reason: 'start before 2000 or over 5 years ahead', count: 1 },
        { reason: 'title empty or over 300 characters', count: 1 },
      ]),
    );
  });
});

const INJECTED = '\r\nX-INJECTED-BY-UPSTREAM:yes\r\nATTACH:https://evil.test/x;a:b';
/** Every property a feed of ours holds; anything else is a line an upstream wrote. */
const FEED_PROPERTIES = new Set(
  'BEGIN END VERSION PRODID NAME X-WR-CALNAME REFRESH-INTERVAL X-PUBLISHED-TTL UID SEQUENCE DTSTAMP DTSTART DTEND SUMMARY DESCRIPTION ACTION TRIGGER CATEGORIES URL LAST-MODIFIED'.split(
    ' ',
  ),
);

async function feedLines(path: string) {
  const response = await t.stack.get(path);
  expect(response.status).toBe(200);
  const source = await response.text();
  const lines = source
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return { source, names: lines.map((line) => /^[^;:]*/.exec(line)?.[0] ?? '') };
}

describe('ids that are not ids', () => {
  it('from CodeChef, AtCoder Problems and the AtCoder page are skipped, counted, and in no feed', async () => {
    t.stack.replay.setFault('codechef', {
      type: 'edit',
      edit: (body) => {
        const b = body as { future_contests: { contest_code: string }[] };
        const [first] = b.future_contests;
        if (first) first.contest_code = `START178${INJECTED}`;
        return b;
      },
    });
    t.stack.replay.setFault('atcoder', {
      type: 'edit',
      edit: (body) =>
        (body as { id: string }[]).map((row, i) =>
          i === 0 ? { ...row, id: `abc;1:2${INJECTED}` } : row,
        ),
    });
    const shiftMs = Math.floor(Date.parse(TEST_NOW) / 60_000) * 60_000 - ATCODER_ANCHOR.getTime();
    const escaped = INJECTED.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;');
    t.stack.replay.setFault('atcoderPage', {
      type: 'raw',
      status: 200,
      body: pageWithHref(`/contests/abc141${escaped}`, shiftMs),
    });
    const results = await syncByPlatform(t.stack);
    expect(results.codechef).toMatchObject({ ok: true, skipped: 1 });
    expect(results.atcoder).toMatchObject({ ok: true, skipped: 2 });
    const body = (await status()).body;
    for (const platform of ['codechef', 'atcoder']) {
      expect(entry(body, platform)?.skippedReasons).toContainEqual(
        expect.objectContaining({ reason: 'id or link malformed' }),
      );
    }
    for (const path of [
      '/calendar/contests.ics',
      '/calendar/contests.ics?platforms=codechef,atcoder',
    ]) {
      const { source, names } = await feedLines(path);
      expect(names.filter((name) => !FEED_PROPERTIES.has(name))).toEqual([]);
      expect(source).not.toMatch(/INJECTED|evil\.test/);
      const events = parseIcs(source).events;
      expect(events.length).toBeGreaterThan(0);
      expect(events.map((e) => e.uid).filter((uid) => /[\r\n;:]/.test(uid))).toEqual([]);
    }
  });
});

describe("AtCoder's page", () => {
  it.each([
    ['a 1 MB nested page', () => nestedPage(1_000_000), 'page too deeply nested'],
    ['a 20 MB flat page', () => flatPage(20 * 1024 * 1024), 'page too large'],
    ['a 1 MB page of 140 000 elements', () => flatPage(1_000_000), 'page too large'],
  ])('%s fails AtCoder’s sync alone, with a short category', async (_, page, category) => {
    await syncByPlatform(t.stack);
    t.stack.replay.setFault('atcoderPage', { type: 'raw', status: 200, body: page() });
    const results = await syncByPlatform(t.stack);
    expect(results.atcoder).toMatchObject({ ok: false, error: category });
    expect(results.codeforces?.ok).toBe(true);
    expect(entry((await status()).body, 'atcoder')).toMatchObject({
      lastError: category,
      contestsStored: 31,
    });
    expect((await t.stack.get('/contests/upcoming')).status).toBe(200);
  });
});

describe('a parse that never ends', () => {
  beforeEach(async () => {
    await t.restart({
      env: { PLATFORMS: 'atcoder' },
      atcoderParse: {
        timeoutMs: 3_000,
        worker: new URL('./workers/stuck-parse-worker.ts', import.meta.url),
      },
    });
  });

  it('is ended at the time limit, and the lists answer while it runs', async () => {
    let finished = false;
    const sync = syncByPlatform(t.stack).finally(() => {
      finished = true;
    });
    await vi.waitFor(() => {
      expect(t.stack.replay.requestsFor('atcoderPage')).toHaveLength(1);
    });
    const list = await t.stack.get('/contests/upcoming');
    expect(list.status).toBe(200);
    expect((await t.stack.get('/api/status')).status).toBe(200);
    // Both answered while the parse was still running: the sync cannot end before its limit.
    expect(finished).toBe(false);
    expect((await sync).atcoder).toMatchObject({ ok: false, error: 'parse timed out' });
  });
});

describe('one bad row', () => {
  it('a NUL in a title is stripped and a negative duration skipped, the rest stored', async () => {
    t.stack.replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => {
        const { result, ...rest } = body as { result: Record<string, unknown>[] };
        const bad: Record<number, Record<string, unknown>> = {
          1933: { name: 'Codeforces Round 926\u0000 (Div. 2)' },
          1932: { durationSeconds: -7200 },
        };
        return { ...rest, result: result.map((c) => ({ ...c, ...bad[Number(c.id)] })) };
      },
    });
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toMatchObject({ ok: true, seen: 1835, inserted: 1834, skipped: 1 });
    const [nul] = await t.db.database.db
      .select({ title: contests.title })
      .from(contests)
      .where(eq(contests.id, 'codeforces-1933'));
    expect(nul?.title).toBe('Codeforces Round 926 (Div. 2)');
    expect(entry((await status()).body, 'codeforces')?.skippedReasons).toEqual([
      { reason: 'duration not between 0 and 60 days', count: 1 },
    ]);
  });

  it('a row of the wrong type (`name: null`) is skipped and counted, the rest of its list stored', async () => {
    t.stack.replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => {
        const { result, ...rest } = body as { result: Record<string, unknown>[] };
        return { ...rest, result: result.map((c) => (c.id === 1933 ? { ...c, name: null } : c)) };
      },
    });
    t.stack.replay.setFault('leetcode', {
      type: 'edit',
      edit: (body) => {
        const b = body as { data: { allContests: Record<string, unknown>[] } };
        const [first, ...others] = b.data.allContests;
        return { data: { allContests: [{ ...first, startTime: 'soon' }, ...others] } };
      },
    });
    const results = await syncByPlatform(t.stack);
    expect(results.codeforces).toMatchObject({ ok: true, seen: 1835, inserted: 1834, skipped: 1 });
    expect(results.leetcode).toMatchObject({ ok: true, skipped: 1 });
    const stored = await t.db.database.db
      .select({ id: contests.id })
      .from(contests)
      .where(eq(contests.id, 'codeforces-1933'));
    expect(stored).toEqual([]);
    const body = (await status()).body;
    for (const platform of ['codeforces', 'leetcode']) {
      expect(entry(body, platform)).toMatchObject({
        rowsSkipped: 1,
        skippedReasons: [{ reason: 'a field missing or of the wrong type', count: 1 }],
      });
    }
  });
});
