import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setVideoSolution } from '#server/db/contests-repository';
import type { Database } from '#server/db/database';
import { contests, solutionVideos } from '#server/db/schema';
import { attachVideo } from '#server/db/solution-videos-repository';
import { silentLogger } from '#server/lib/logger';
import { defaultHttpOptions } from '#server/platforms/http-client';
import { createYoutubeClient } from '#server/platforms/youtube/client';
import type { Fault } from '#replay/server/replay-server';
import { runYoutubeSync, type YoutubeSyncReport } from '#server/sync/youtube-sync';
import { startTestStack, TEST_NOW } from './test-stack';
import { syncAllOk, useStack } from './use-stack';

const t = useStack({
  server: 'per-test',
  env: { YOUTUBE_API_KEY: 'test-key' },
  setUp: syncAllOk,
});

async function youtubeSync(): Promise<Extract<YoutubeSyncReport, { ran: true }>> {
  const run = t.stack.server.youtubeSyncNow;
  if (!run) throw new Error('the YouTube source is off');
  const report = await run();
  if (!report.ran) throw new Error('the YouTube sync did not run');
  return report;
}

const videoIdOf = (title: string) => {
  const item = t.stack.replay.youtube.items.find((i) => i.snippet.title.startsWith(title));
  if (!item) throw new Error(`no replayed video '${title}'`);
  return item.snippet.resourceId.videoId;
};
const watch = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

async function contest(id: string) {
  const [row] = await t.db.database.db.select().from(contests).where(eq(contests.id, id));
  return row;
}
async function video(videoId: string) {
  const [row] = await t.db.database.db
    .select()
    .from(solutionVideos)
    .where(eq(solutionVideos.videoId, videoId));
  return row;
}
async function status() {
  return (await (await t.stack.get('/api/status')).json()) as {
    platforms: { platform: string; lastError: string | null; lastSuccessAt: string | null }[];
    sources: {
      source: string;
      enabled: boolean;
      lastError: string | null;
      lastSuccessAt: string | null;
      stale: boolean;
    }[];
  };
}

describe('the YouTube source against a replayed playlist', () => {
  it('attaches exact matches to ended contests and queues the rest, reading one page', async () => {
    const report = await youtubeSync();
    expect(report).toMatchObject({ ok: true, seen: 11, attached: 3, queued: 7, changed: true });

    const round926 = await contest('codeforces-1929');
    expect(round926).toMatchObject({
      videoSolution: watch(videoIdOf('Codeforces Round 926')),
      solutionSource: 'matched',
      solutionVideoId: videoIdOf('Codeforces Round 926'),
    });
    expect((await contest('codechef-START177'))?.solutionSource).toBe('matched');
    expect((await contest('leetcode-weekly-contest-90'))?.solutionSource).toBe('matched');
    // The public list shows it at once.
    const past = (await (
      await t.stack.get('/contests/past_contest?platforms=codechef')
    ).json()) as {
      pastContests: { id: string; video_solution?: string }[];
    };
    expect(past.pastContests.find((c) => c.id === 'codechef-START177')?.video_solution).toBe(
      watch(videoIdOf('Starters 177')),
    );

    // Ambiguous, not listed yet, and not ended: queued, with their candidates.
    expect(await video(videoIdOf('Codeforces Round 921'))).toMatchObject({
      status: 'pending',
      candidates: ['codeforces-1924', 'codeforces-1925'],
    });
    expect(await video(videoIdOf('Codeforces Round 928'))).toMatchObject({
      status: 'pending',
      candidates: [],
    });
    expect(await video(videoIdOf('Starters 178'))).toMatchObject({
      status: 'pending',
      candidates: ['codechef-START178'],
      reason: 'waits until the contest has ended',
    });
    expect((await contest('codechef-START178'))?.videoSolution).toBeNull();
    expect((await video(videoIdOf('How to practise')))?.status).toBe('unmatched');

    const [request, ...more] = t.stack.replay.requestsFor('youtube');
    expect(more).toHaveLength(0);
    const query = new URL(request?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      part: 'snippet',
      maxResults: '50',
      playlistId: 'UUqL-fzHtN3NQPbYqGymMbTA',
      key: 'test-key',
    });
  });

  it('pages only until a video it has seen, and a second run writes nothing', async () => {
    t.stack.replay.youtube.setPageSize(3);
    const all = t.stack.replay.youtube.items;
    t.stack.replay.youtube.setItems(all.slice(2));
    await youtubeSync();
    // 10 videos in pages of 3: four pages, the later ones by pageToken.
    const first = t.stack.replay.requestsFor('youtube');
    expect(first).toHaveLength(4);
    expect(first.slice(1).every((r) => r.url.includes('pageToken='))).toBe(true);

    const contestsBefore = await t.db.database.db.select().from(contests);
    const videosBefore = await t.db.database.db.select().from(solutionVideos);
    const again = await youtubeSync();
    expect(again).toMatchObject({ ok: true, seen: 0, attached: 0, queued: 0, changed: false });
    expect(t.stack.replay.requestsFor('youtube')).toHaveLength(5);
    expect(await t.db.database.db.select().from(contests)).toEqual(contestsBefore);
    expect(await t.db.database.db.select().from(solutionVideos)).toEqual(videosBefore);

    // Two new uploads at the front: one page is enough to meet a seen video.
    t.stack.replay.youtube.setItems(all);
    const third = await youtubeSync();
    expect(third).toMatchObject({ seen: 2, attached: 2 });
    expect(t.stack.replay.requestsFor('youtube')).toHaveLength(6);
    expect(t.stack.replay.requestsFor('youtube').at(-1)?.url).not.toContain('pageToken=');
  });

  it("never overwrites an admin's link, and a removed video leaves its link in place", async () => {
    await setVideoSolution(
      t.db.database.db,
      'codeforces-1929',
      { url: watch('dQw4w9WgXcQ'), videoId: 'dQw4w9WgXcQ' },
      new Date(TEST_NOW),
    );
    await youtubeSync();
    expect(await contest('codeforces-1929')).toMatchObject({
      videoSolution: watch('dQw4w9WgXcQ'),
      solutionSource: 'admin',
    });
    expect((await video(videoIdOf('Codeforces Round 926')))?.status).toBe('skipped');

    const starters = videoIdOf('Starters 177');
    t.stack.replay.youtube.setItems(
      t.stack.replay.youtube.items.filter((i) => i.snippet.resourceId.videoId !== starters),
    );
    await youtubeSync();
    expect((await contest('codechef-START177'))?.videoSolution).toBe(watch(starters));
  });

  it('attaches a queued match once its contest has ended', async () => {
    await youtubeSync();
    t.stack.time.clock.set('2026-03-01T13:44:00.000Z');
    expect(await youtubeSync()).toMatchObject({ attached: 0 });
    t.stack.time.clock.set('2026-03-01T13:45:00.000Z');
    expect(await youtubeSync()).toMatchObject({ attached: 1, changed: true });
    expect(await contest('codechef-START178')).toMatchObject({
      videoSolution: watch(videoIdOf('Starters 178')),
      solutionSource: 'matched',
    });
    expect((await video(videoIdOf('Starters 178')))?.status).toBe('attached');
  });

  it.each<[string, Fault, RegExp]>([
    ['a spent quota', { type: 'quota' }, /^quota exceeded$/],
    ['a 503', { type: 'status', status: 503 }, /^HTTP 503$/],
    ['a body of another shape', { type: 'shape' }, /^bad answer$/],
  ])(
    '%s is the source’s own failure on /api/status; platforms unaffected',
    async (_, fault, message) => {
      const before = await status();
      expect(before.sources).toEqual([expect.objectContaining({ enabled: true, stale: true })]);
      t.stack.replay.setFault('youtube', fault);
      const report = await youtubeSync();
      expect(report).toMatchObject({ ok: false, seen: 0, attached: 0 });
      const after = await status();
      expect(after.platforms).toEqual(before.platforms);
      expect(after.platforms.every((p) => p.lastError === null && p.lastSuccessAt)).toBe(true);
      expect(after.sources[0]?.lastError).toMatch(message);
      expect(after.sources[0]?.lastError).not.toContain('test-key');
      expect((await contest('codeforces-1929'))?.videoSolution).toBeNull();

      t.stack.replay.setFault('youtube', undefined);
      expect(await youtubeSync()).toMatchObject({ ok: true, attached: 3 });
      expect((await status()).sources[0]).toMatchObject({
        stale: false,
        lastSuccessAt: expect.any(String) as string,
      });
    },
  );
});

describe("an admin's link, each guard alone", () => {
  const adminLink = { url: watch('dQw4w9WgXcQ'), videoId: 'dQw4w9WgXcQ' };

  it('attachVideo never writes over a link, whatever the caller decided', async () => {
    const { db } = t.db.database;
    await setVideoSolution(db, 'codeforces-1929', adminLink, new Date(TEST_NOW));
    const written = await attachVideo(db, {
      contestIds: ['codeforces-1929'],
      videoId: videoIdOf('Codeforces Round 926'),
      source: 'matched',
      now: new Date(TEST_NOW),
    });
    expect(written).toEqual([]);
    expect(await contest('codeforces-1929')).toMatchObject({
      videoSolution: adminLink.url,
      solutionSource: 'admin',
    });
  });

  it('an admin link saved after the sync read the contests, before it attaches, stays', async () => {
    const real = t.db.database;
    let saved = false;
    // The sync reads the contests (no link yet), then writes in one transaction: the admin's
    // save lands in between, as it can on a live server.
    const db = new Proxy(real.db, {
      get(target, property) {
        if (property === 'transaction' && !saved) {
          return async (...args: Parameters<typeof target.transaction>) => {
            saved = true;
            await setVideoSolution(target, 'codeforces-1929', adminLink, new Date(TEST_NOW));
            return target.transaction(...args);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const database = Object.create(real, { db: { value: db } }) as Database;
    const report = await runYoutubeSync({
      database,
      client: createYoutubeClient({
        baseUrl: t.stack.replay.youtubeBase,
        apiKey: 'test-key',
        http: { ...defaultHttpOptions, retries: 0 },
      }),
      playlistIds: ['UUqL-fzHtN3NQPbYqGymMbTA'],
      clock: t.stack.time.clock,
      logger: silentLogger,
    });
    expect(saved).toBe(true);
    expect(report).toMatchObject({ ran: true, ok: true });
    expect(await contest('codeforces-1929')).toMatchObject({
      videoSolution: adminLink.url,
      solutionSource: 'admin',
    });
    expect((await video(videoIdOf('Codeforces Round 926')))?.status).toBe('skipped');
  });
});

describe('hostile YouTube answers', () => {
  it.each<[string, Fault, string]>([
    [
      'a 403 quoting the project',
      {
        type: 'raw',
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 403,
            message: 'YouTube Data API v3 has not been used in project 123456789012 before',
            errors: [{ reason: 'accessNotConfigured' }],
          },
        }),
      },
      'HTTP 403',
    ],
    [
      'a 302 to an internal address',
      { type: 'redirect', location: 'http://10.1.2.3:8080/internal/admin?token=s3cr3t-t0k3n' },
      'redirect refused',
    ],
  ])('%s shows only a category on /api/status', async (_, fault, category) => {
    t.stack.replay.setFault('youtube', fault);
    expect(await youtubeSync()).toMatchObject({ ok: false, error: category });
    const text = await (await t.stack.get('/api/status')).text();
    expect((JSON.parse(text) as Awaited<ReturnType<typeof status>>).sources[0]?.lastError).toBe(
      category,
    );
    expect(text).not.toMatch(
      /123456789012|accessNotConfigured|10\.1\.2\.3|s3cr3t|internal|test-key/,
    );
  });

  it('stores a video with a NUL in its title cleaned, and skips one whose id is not an id', async () => {
    const [first, second, ...rest] = t.stack.replay.youtube.items;
    if (!first || !second) throw new Error('the replayed playlist is too short');
    const nul = { ...first, snippet: { ...first.snippet, title: `${first.snippet.title}\u0000` } };
    const badId = {
      ...second,
      snippet: { ...second.snippet, resourceId: { videoId: 'x\r\nX-INJECTED:yes' } },
    };
    t.stack.replay.youtube.setItems([nul, badId, ...rest]);
    const report = await youtubeSync();
    expect(report.ok).toBe(true);
    // The rest of the page is stored as ever.
    const third = rest.find((item) => !/^(Private|Deleted) video$/.test(item.snippet.title));
    expect(await video(third?.snippet.resourceId.videoId ?? '')).toBeDefined();
    expect((await video(first.snippet.resourceId.videoId))?.title).toBe(
      first.snippet.title.trim().replace(/\s+/g, ' '),
    );
    expect(await video('x\r\nX-INJECTED:yes')).toBeUndefined();
    expect((await status()).sources[0]?.lastError).toBeNull();
  });
});

describe('without YOUTUBE_API_KEY', () => {
  it('has no YouTube source, and /api/status says it is off', async () => {
    const plain = await startTestStack(t.db);
    try {
      expect(plain.server.youtubeSyncNow).toBeUndefined();
      const body = (await (await plain.get('/api/status')).json()) as Awaited<
        ReturnType<typeof status>
      >;
      expect(body.sources).toEqual([
        expect.objectContaining({ source: 'youtube', enabled: false, stale: false }),
      ]);
      expect(plain.replay.requestsFor('youtube')).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
