import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusResponse, UpcomingContestsResponse } from '@contest-tracker/contract';
import type * as Env from '#server/config/env';
import type * as Modules from '#server/platforms/modules';
import type * as Routes from '#replay/platforms/routes';
import type * as Entries from '../../../packages/contract/src/platform-entries';
import { THROWAWAY_ID } from './throwaway-platform/module';
import type { OwnStack } from './use-stack';

// The places a new platform is written: its entry in the contract's list, its module and (for
// the tests and the demo) its recorded routes. The integration files share one module graph per
// worker (vitest.config.ts, `isolate: false`), so this file builds a graph of its own: the
// registry is emptied, the three lists replaced, and the server imported afresh; after the file,
// the replacements are dropped and the registry emptied again, so the next file in this worker
// imports the real lists (decision 056).
const ENTRIES = '../../../packages/contract/src/platform-entries.ts';
const replaced = [ENTRIES, '#server/platforms/modules', '#replay/platforms/routes'];

let parseConfig: typeof Env.parseConfig;
let own: OwnStack | undefined;
const stack = () => {
  if (!own) throw new Error('the stack did not start');
  return own.stack;
};

beforeAll(async () => {
  vi.resetModules();
  vi.doMock(ENTRIES, async (importOriginal) => {
    const original = await importOriginal<typeof Entries>();
    return {
      PLATFORM_LIST: [
        ...original.PLATFORM_LIST,
        { id: 'throwaway', name: 'Throwaway Judge', gradient: 'from-lime-800 to-green-950' },
      ],
    };
  });
  vi.doMock('#server/platforms/modules', async (importOriginal) => {
    const original = await importOriginal<typeof Modules>();
    const { throwaway } = await import('./throwaway-platform/module');
    return { PLATFORM_MODULES: { ...original.PLATFORM_MODULES, throwaway } };
  });
  // The replay finds its recorded routes by its id, as every platform's.
  vi.doMock('#replay/platforms/routes', async (importOriginal) => {
    const original = await importOriginal<typeof Routes>();
    const { throwawayReplay } = await import('./throwaway-platform/replay');
    return { PLATFORM_REPLAY: { ...original.PLATFORM_REPLAY, throwaway: throwawayReplay } };
  });
  ({ parseConfig } = await import('#server/config/env'));
  const { startOwnStack } = await import('./use-stack');
  own = await startOwnStack({ env: { PLATFORMS: `codeforces,${THROWAWAY_ID}` } });
  // The server's import is this hook's, not the file's: the time of both.
}, 180_000);

// Each test from an empty database, as `useStack`'s.
beforeEach(() => own?.db.reset());

afterAll(async () => {
  await own?.close();
  for (const path of replaced) vi.doUnmock(path);
  vi.resetModules();
});

describe('a platform added as a folder and a contract entry', () => {
  it('has its setting and its place in PLATFORMS', () => {
    const config = parseConfig({ THROWAWAY_API_BASE: 'http://127.0.0.1:9/' });
    expect(config.platformBases.THROWAWAY_API_BASE).toBe('http://127.0.0.1:9');
    expect(config.PLATFORMS).toContain(THROWAWAY_ID);
    expect(parseConfig({ PLATFORMS: THROWAWAY_ID }).PLATFORMS).toEqual([THROWAWAY_ID]);
    expect(() => parseConfig({ THROWAWAY_API_BASE: 'not a url' })).toThrow(
      /THROWAWAY_API_BASE must be an http\(s\) URL/,
    );
  });

  it('is replayed, synced, listed with its name and on /api/status', async () => {
    const before = await stack().get('/api/status');
    const listed = ((await before.json()) as StatusResponse).platforms.map((p) => p.platform);
    expect(listed).toEqual(['codeforces', THROWAWAY_ID]);

    await stack().server.syncNow();
    expect(stack().replay.requestsFor(THROWAWAY_ID)).toHaveLength(1);

    const status = (await (await stack().get('/api/status')).json()) as StatusResponse;
    expect(status.platforms.find((p) => p.platform === THROWAWAY_ID)).toMatchObject({
      homePage: 'https://judge.example/rounds',
      lastSuccessAt: expect.any(String) as unknown,
      contestsSeen: 3,
      stale: false,
    });

    const upcoming = await stack().get(`/contests/upcoming?platforms=${THROWAWAY_ID}`);
    const body = (await upcoming.json()) as UpcomingContestsResponse;
    expect(body.upcomingContests.map((c) => [c.id, c.type])).toEqual([
      ['throwaway-r1', 'Throwaway Judge'],
      ['throwaway-r2', 'Throwaway Judge'],
    ]);
  });

  it('skips and counts a round of the wrong shape; fails visibly on an answer of another shape', async () => {
    // Two good rounds and one whose start is text: that round alone is skipped and counted.
    stack().replay.setFault(THROWAWAY_ID, {
      type: 'edit',
      edit: (body) => {
        const { rounds } = body as { rounds: Record<string, unknown>[] };
        return { rounds: [...rounds, { code: 'r9', title: 'Odd', start: 'soon', minutes: 60 }] };
      },
    });
    await stack().server.syncNow();
    const first = (await (await stack().get('/api/status')).json()) as StatusResponse;
    expect(first.platforms.find((p) => p.platform === THROWAWAY_ID)).toMatchObject({
      lastError: null,
      rowsSkipped: 1,
      skippedReasons: [{ reason: 'a field missing or of the wrong type', count: 1 }],
    });
    // The list itself of another shape: the answer is refused whole.
    stack().replay.setFault(THROWAWAY_ID, { type: 'edit', edit: () => ({ rounds: 'soon' }) });
    await stack().server.syncNow();
    const status = (await (await stack().get('/api/status')).json()) as StatusResponse;
    expect(status.platforms.find((p) => p.platform === THROWAWAY_ID)).toMatchObject({
      lastError: 'unexpected answer: field rounds',
    });
    const upcoming = await stack().get(`/contests/upcoming?platforms=${THROWAWAY_ID}`);
    const ids = ((await upcoming.json()) as UpcomingContestsResponse).upcomingContests.map(
      (c) => c.id,
    );
    expect(ids).not.toContain('throwaway-r9');
  });
});
