import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS, type HealthResponse, type StatusResponse } from '@contest-tracker/contract';
import { parseConfig } from '#server/config/env';
import { createPlatformAdapters } from '#server/platforms/registry';
import { runSync } from '#server/sync/sync-runner';
import { rawGet } from './raw-get';
import { startOwnStack, useStack } from './use-stack';

const t = useStack({ server: 'per-test', env: { SYNC_INTERVAL_MINUTES: '30' } });

async function health() {
  const response = await t.stack.get('/api/health');
  return { status: response.status, body: (await response.json()) as HealthResponse };
}

async function status() {
  const response = await t.stack.get('/api/status');
  expect(response.status).toBe(200);
  return (await response.json()) as StatusResponse;
}

const minutes = (n: number) => {
  t.stack.time.clock.set(new Date(t.stack.time.clock.now().getTime() + n * 60_000));
};

describe('/api/health and /api/status through every state', () => {
  it('never synced: every platform stale and named, 503', async () => {
    const body = await status();
    expect(body.platforms.map((p) => [p.platform, p.stale, p.lastSuccessAt])).toEqual([
      ['leetcode', true, null],
      ['codeforces', true, null],
      ['codechef', true, null],
      ['atcoder', true, null],
    ]);
    expect(await health()).toEqual({
      status: 503,
      body: {
        ok: false,
        database: 'up',
        failing: ['leetcode', 'codeforces', 'codechef', 'atcoder'],
        warnings: [],
      },
    });
  });

  it('fresh: 200 until three intervals pass without a success', async () => {
    await t.stack.server.syncNow();
    expect(await health()).toEqual({
      status: 200,
      body: { ok: true, database: 'up', failing: [], warnings: [] },
    });
    expect((await status()).platforms.every((p) => !p.stale)).toBe(true);
    // The sync's own rate-limit waits move the virtual clock a few seconds past the successes.
    minutes(89);
    expect(await health()).toMatchObject({ status: 200 });
    minutes(2);
    expect((await health()).body.failing).toEqual([
      'leetcode',
      'codeforces',
      'codechef',
      'atcoder',
    ]);
  });

  it('one failing: only that platform is named, with its public error', async () => {
    await t.stack.server.syncNow();
    t.stack.replay.setFault('leetcode', { type: 'status', status: 503 });
    minutes(30);
    const firstRunStarted = t.stack.time.clock.now().getTime();
    await t.stack.server.syncNow();
    const firstRunEnded = t.stack.time.clock.now().getTime();
    for (let i = 0; i < 3; i++) {
      minutes(30);
      await t.stack.server.syncNow();
    }
    expect(await health()).toEqual({
      status: 503,
      body: { ok: false, database: 'up', failing: ['leetcode'], warnings: [] },
    });
    const leetcode = (await status()).platforms.find((p) => p.platform === 'leetcode');
    expect(leetcode).toMatchObject({ stale: true, lastError: 'HTTP 503', contestsStored: 97 });
    // A run of failures is dated from its first (the banner's 'since'), the last one kept too.
    const failingSince = Date.parse(String(leetcode?.failingSince));
    expect(failingSince).toBeGreaterThanOrEqual(firstRunStarted);
    expect(failingSince).toBeLessThanOrEqual(firstRunEnded);
    expect(Date.parse(String(leetcode?.lastErrorAt))).toBeGreaterThan(firstRunEnded);

    t.stack.replay.setFault('leetcode', undefined);
    minutes(30);
    await t.stack.server.syncNow();
    const recovered = (await status()).platforms.find((p) => p.platform === 'leetcode');
    expect(recovered).toMatchObject({ stale: false, failingSince: null });
  });

  it('an answer turning empty after a good sync: a warning, not success, named by health', async () => {
    await t.stack.server.syncNow();
    expect((await status()).platforms.every((p) => p.warning === null)).toBe(true);
    t.stack.replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => ({ ...(body as object), result: [] }),
    });
    minutes(30);
    await t.stack.server.syncNow();
    const codeforces = (await status()).platforms.find((p) => p.platform === 'codeforces');
    expect(codeforces).toMatchObject({
      warning: 'no contests in the answer (0 dropped)',
      stale: false,
      lastError: null,
      contestsStored: 1835,
    });
    expect(await health()).toEqual({
      status: 200,
      body: { ok: true, database: 'up', failing: [], warnings: ['codeforces'] },
    });
    // A failure says more than the warning: the error shows, not the warning.
    t.stack.replay.setFault('codeforces', { type: 'status', status: 503 });
    await t.stack.server.syncNow();
    expect((await health()).body.warnings).toEqual([]);
    t.stack.replay.setFault('codeforces', undefined);
    await t.stack.server.syncNow();
    expect((await health()).body.warnings).toEqual([]);
  });

  it('every row dropped, nothing stored before: the warning counts them by reason', async () => {
    t.stack.replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => {
        const { result, ...rest } = body as { result: Record<string, unknown>[] };
        return {
          ...rest,
          result: result.map((c, i) =>
            i === 0 ? { ...c, name: 5 } : { ...c, durationSeconds: 99_999_999_999 },
          ),
        };
      },
    });
    await t.stack.server.syncNow();
    const codeforces = (await status()).platforms.find((p) => p.platform === 'codeforces');
    expect(codeforces).toMatchObject({
      warning: 'no contests in the answer (1835 dropped)',
      contestsStored: 0,
      rowsSkipped: 1835,
      skippedReasons: [
        { reason: 'a field missing or of the wrong type', count: 1 },
        { reason: 'duration not between 0 and 60 days', count: 1834 },
      ],
    });
    expect((await health()).body.warnings).toEqual(['codeforces']);
    // The others kept rows: no warning for them.
    expect((await status()).platforms.filter((p) => p.warning !== null)).toHaveLength(1);
  });

  it("every row left out by the platform's own rule: the same warning, the rule named", async () => {
    await t.restart({ env: { PLATFORMS: 'hackerearth' } });
    // Every event under a link the rule does not take (issue 46: HackerEarth's language prefixes).
    t.stack.replay.setFault('hackerearth', {
      type: 'edit',
      edit: (body) => {
        const { response } = body as { response: Record<string, unknown>[] };
        return {
          response: response.map((e) => ({
            ...e,
            url: 'https://www.hackerearth.com/challenges/hiring/x/',
          })),
        };
      },
    });
    await t.stack.server.syncNow();
    const [hackerearth] = (await status()).platforms;
    expect(hackerearth).toMatchObject({
      platform: 'hackerearth',
      warning: 'no contests in the answer (4 dropped)',
      skippedReasons: [
        {
          reason: "left out by the platform's own rule (not a contest, a link of another shape)",
          count: 4,
        },
      ],
    });
    expect((await health()).body.warnings).toEqual(['hackerearth']);
  });

  it('lists only the platforms of the PLATFORMS setting', async () => {
    await t.restart({ env: { PLATFORMS: 'codechef,codeforces' } });
    const report = await t.stack.server.syncNow();
    expect(report.ran && report.results.map((r) => r.platform)).toEqual(['codeforces', 'codechef']);
    expect(t.stack.replay.requestsFor('leetcode')).toEqual([]);
    expect((await status()).platforms.map((p) => p.platform)).toEqual(['codeforces', 'codechef']);
    expect((await health()).status).toBe(200);
  });
});

it('sends the status compressed to a browser that accepts it (every first visit asks for it), never cached', async () => {
  await t.stack.server.syncNow();
  const url = `${t.stack.server.url}/api/status`;
  const plain = await rawGet(url);
  const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('no-store');
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
    JSON.parse(plain.body.toString()),
  );
});

it('database down: 503 saying so', async () => {
  // A database of its own, closed under the running server.
  const own = await startOwnStack();
  const downStack = own.stack;
  try {
    await downStack.server.syncNow();
    expect((await downStack.get('/api/health')).status).toBe(200);
    await own.db.close();
    const response = await downStack.get('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ok: false,
      database: 'down',
      failing: [],
      warnings: [],
    });
  } finally {
    await downStack.close();
  }
});

it('logs one line per platform per sync, the failure details for the log only', async () => {
  t.stack.replay.setFault('codechef', { type: 'raw', status: 403, body: 'quota key AIza-secret' });
  const lines: { level: string; obj: object; msg: string | undefined }[] = [];
  const record = (level: string) => (obj: object, msg?: string) => lines.push({ level, obj, msg });
  await runSync({
    database: t.db.database,
    adapters: createPlatformAdapters({
      config: parseConfig({ ...t.stack.replay.bases, PLATFORMS: PLATFORM_IDS.join(',') }),
      clock: t.stack.time.clock,
      sleep: t.stack.time.sleep,
      http: { retries: 0 },
    }),
    clock: t.stack.time.clock,
    logger: { info: record('info'), warn: record('warn'), error: record('error') },
  });
  expect(lines.map((line) => [line.level, line.msg])).toEqual(
    expect.arrayContaining([
      ['info', 'codeforces: ok, 1835 contests seen, 1835 new, 0 updated'],
      ['info', 'leetcode: ok, 97 contests seen, 97 new, 0 updated'],
      ['warn', 'codechef: FAILED, HTTP 403'],
    ]),
  );
  // One line per platform, each of them.
  expect(lines).toHaveLength(PLATFORM_IDS.length);
  expect(JSON.stringify(lines.find((line) => line.level === 'warn')?.obj)).toContain('AIza-secret');
});
