import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#server/config/env';
import { sleep, systemClock } from '#server/lib/clock';
import { createPlatformAdapters } from '#server/platforms/registry';
import { startReplayServer } from '#replay/server/replay-server';
import { checkExitCode, checkPlatform, describeCheck, type PlatformCheck } from './check-platforms';

// `npm run check:platforms`' logic against the recorded answers, replayed on 127.0.0.1: never the
// network.

let replay: Awaited<ReturnType<typeof startReplayServer>>;
beforeAll(async () => {
  replay = await startReplayServer({ clock: systemClock });
});
afterAll(async () => {
  await replay.close();
});

async function check(env: Record<string, string> = {}): Promise<PlatformCheck[]> {
  const adapters = createPlatformAdapters({
    config: parseConfig({
      ...replay.bases,
      PLATFORMS: 'leetcode,codeforces,codechef,atcoder',
      // The replay is on loopback: its calls need not wait the live sites' 1–2 s (decision 049).
      UPSTREAM_MIN_INTERVAL_MS: '0',
      ...env,
    }),
    clock: systemClock,
    sleep,
    http: { retries: 0 },
  });
  const signal = new AbortController().signal;
  return Promise.all(adapters.map((adapter) => checkPlatform(adapter, systemClock.now(), signal)));
}

// AtCoder's page is parsed in a fresh worker thread, which compiles its TypeScript with tsx: about
// 2 s of one core alone, more beside the other files of a busy run.
describe('checking each platform once', { timeout: 20_000 }, () => {
  it('prints reachable, status, contests parsed and drops; exit 0 when every platform gave contests', async () => {
    const checks = await check();
    expect(checks.map(describeCheck)).toEqual([
      'leetcode: reachable yes, status ok, 97 contests parsed, dropped none',
      'codeforces: reachable yes, status ok, 1835 contests parsed, dropped none',
      'codechef: reachable yes, status ok, 22 contests parsed, dropped none',
      expect.stringMatching(
        /^atcoder: reachable yes, status ok, \d+ contests parsed, dropped none$/,
      ),
    ]);
    expect(checkExitCode(checks)).toBe(0);
  });

  it('names the first problem: a refusal, an answer with every row dropped, no connection; exit 1', async () => {
    replay.setFault('leetcode', { type: 'status', status: 404 });
    replay.setFault('codeforces', {
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
    try {
      const checks = await check({ CODECHEF_API_BASE: 'http://127.0.0.1:1' });
      const byPlatform = new Map(checks.map((c) => [c.platform, c]));
      expect(describeCheck(byPlatform.get('leetcode') as PlatformCheck)).toBe(
        'leetcode: reachable yes, status failed, 0 contests parsed, dropped none, first problem: HTTP 404',
      );
      expect(describeCheck(byPlatform.get('codeforces') as PlatformCheck)).toBe(
        'codeforces: reachable yes, status empty, 0 contests parsed, dropped shape 1, duration 1834, first problem: no contests in the answer (1835 dropped)',
      );
      expect(byPlatform.get('codechef')).toMatchObject({
        reachable: false,
        status: 'failed',
        problem: 'network unreachable',
      });
      expect(checkExitCode(checks)).toBe(1);
      // An answer with no contest fails the check alone, as does one platform failing.
      expect(checkExitCode([byPlatform.get('codeforces') as PlatformCheck])).toBe(1);
      expect(
        checkExitCode(
          checks.filter((c) => c.platform !== 'codeforces' && c.platform !== 'codechef'),
        ),
      ).toBe(1);
    } finally {
      replay.setFault('leetcode', undefined);
      replay.setFault('codeforces', undefined);
    }
  });

  it("counts the rows a platform's own rule left out: every one left out is an empty answer", async () => {
    // HackerEarth's link rule once dropped every row (issue 46): here every event is a hiring one.
    replay.setFault('hackerearth', {
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
    try {
      const [hackerearth] = await check({ PLATFORMS: 'hackerearth' });
      expect(hackerearth).toMatchObject({ status: 'empty', parsed: 0 });
      expect(describeCheck(hackerearth as PlatformCheck)).toMatch(
        /^hackerearth: reachable yes, status empty, 0 contests parsed, dropped filter (\d+), first problem: no contests in the answer \(\1 dropped\)$/,
      );
    } finally {
      replay.setFault('hackerearth', undefined);
    }
  });

  it('names the first reason rows were dropped even when contests were parsed', async () => {
    replay.setFault('codeforces', {
      type: 'edit',
      edit: (body) => {
        const { result, ...rest } = body as { result: Record<string, unknown>[] };
        return { ...rest, result: result.map((c, i) => (i < 2 ? { ...c, name: '' } : c)) };
      },
    });
    try {
      const [codeforces] = await check({ PLATFORMS: 'codeforces' });
      expect(describeCheck(codeforces as PlatformCheck)).toBe(
        'codeforces: reachable yes, status ok, 1833 contests parsed, dropped title 2, first problem: 2 dropped: title empty or over 300 characters',
      );
      expect(checkExitCode([codeforces as PlatformCheck])).toBe(0);
    } finally {
      replay.setFault('codeforces', undefined);
    }
  });
});
