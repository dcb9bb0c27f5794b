import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnswerCache, type CachedAnswer } from './answer-cache';

/** A build the test finishes by hand: the data it read, and when it may complete. */
function heldBuild<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const json = (answer: CachedAnswer): unknown => JSON.parse(answer.identity.body.toString());

describe('answer cache', () => {
  it('builds once per key, encodes once, and serves the same bytes again', async () => {
    const cache = createAnswerCache();
    let builds = 0;
    const make = () => {
      builds++;
      return Promise.resolve({ items: Array.from({ length: 200 }, (_, i) => `contest ${i}`) });
    };
    const [first, second] = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    const third = await cache.get('k', make);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first.br && brotliDecompressSync(first.br.body)).toEqual(first.identity.body);
    expect(first.gzip && gunzipSync(first.gzip.body)).toEqual(first.identity.body);
    expect(new Set([first.identity.etag, first.br?.etag, first.gzip?.etag]).size).toBe(3);
  });

  it('leaves small answers uncompressed', async () => {
    const cache = createAnswerCache();
    const answer = await cache.get('small', () => Promise.resolve({ ok: true }));
    expect(answer.br).toBeUndefined();
    expect(answer.gzip).toBeUndefined();
  });

  it('never stores or serves a build that was under way when an invalidation came', async () => {
    const cache = createAnswerCache();
    let data = 'old';
    const held = heldBuild<string>();
    const early = cache.get('k', async () => {
      const read = data;
      await held.promise;
      return read;
    });
    // The data changes and the cache hears of it while the first build is still open.
    data = 'new';
    cache.invalidate();
    held.release('');
    expect(json(await early)).toBe('new');
    expect(json(await cache.get('k', () => Promise.resolve(data)))).toBe('new');
    expect(cache.peek('k') && json(cache.peek('k') as CachedAnswer)).toBe('new');
  });

  it('does not store a build that an invalidation overtook, and rebuilds', async () => {
    const cache = createAnswerCache();
    const holds = [heldBuild<string>(), heldBuild<string>()];
    let calls = 0;
    const make = () => holds[calls++]?.promise ?? Promise.reject(new Error('unexpected build'));
    const pending = cache.get('k', make);
    cache.invalidate();
    holds[0]?.release('old');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.stats().entries).toBe(0);
    expect(calls).toBe(2);
    holds[1]?.release('new');
    expect(json(await pending)).toBe('new');
    expect(cache.stats().entries).toBe(1);
  });

  it('serves no answer read before the latest invalidation (any interleaving)', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ kind: fc.constant('change' as const) }),
      fc.record({ kind: fc.constant('finish' as const), which: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const cache = createAnswerCache();
        let version = 0;
        let invalidatedAt = 0;
        const open: (() => void)[] = [];
        const served: Promise<void>[] = [];
        const make = async () => {
          const read = version;
          await new Promise<void>((resolve) => open.push(resolve));
          return read;
        };
        for (const s of steps) {
          if (s.kind === 'get') {
            served.push(
              cache.get(s.key, make).then((answer) => {
                expect(json(answer)).toBeGreaterThanOrEqual(invalidatedAt);
              }),
            );
          } else if (s.kind === 'change') {
            version++;
            invalidatedAt = version;
            cache.invalidate();
          } else if (open.length > 0) {
            open.splice(s.which % open.length, 1)[0]?.();
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
        // Let everything still open finish (rebuilds included), checking each answer served.
        while (open.length > 0) {
          open.shift()?.();
          await new Promise((resolve) => setImmediate(resolve));
        }
        await Promise.all(served);
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('stays within its byte bound under 100k distinct keys and keeps the hot ones (LRU)', async () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = createAnswerCache({ maxEntries: 100_000, maxBytes });
    const payload = 'x'.repeat(900);
    const hotBuilds = { count: 0 };
    const hot = () => {
      hotBuilds.count++;
      return Promise.resolve({ hot: payload });
    };
    for (let i = 0; i < 100_000; i++) {
      await cache.get(`junk:${i}`, () => Promise.resolve({ i, payload }));
      if (i % 500 === 0) {
        await cache.get('hot', hot);
        expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
      }
    }
    expect(hotBuilds.count).toBe(1);
    expect(cache.peek('hot')).toBeDefined();
    expect(cache.peek('junk:0')).toBeUndefined();
    expect(cache.stats().entries).toBeLessThan(2_000);
  }, 60_000);
});
