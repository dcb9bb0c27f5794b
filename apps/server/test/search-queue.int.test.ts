import { describe, expect, it } from 'vitest';
import { oneAtATime } from '#server/lib/one-at-a-time';
import { syncAllOk, useStack } from './use-stack';

/** Searches that may wait while one runs: one, so the test fills the queue with two. */
const searchQueue = oneAtATime({ maxWaiting: 1, retryAfterSeconds: 1 });
const t = useStack({ searchQueue, emptyEachTest: false, setUp: syncAllOk });

/** Occupies the queue until `release` is called (the one running, then the one waiting). */
function hold() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = [searchQueue.run(() => released), searchQueue.run(() => Promise.resolve())];
  return {
    async release() {
      release();
      await Promise.all(held);
    },
  };
}

describe('searches wait their turn, one at a time', () => {
  it('a full queue answers 503 with Retry-After while the lists still answer', async () => {
    const queue = hold();
    try {
      expect(searchQueue.waiting).toBe(1);
      const refused = await t.stack.get('/contests/past_contest?q=div%201');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ error: { code: 'unavailable' } });
      // Lists and pages already in memory, and the plain past list, are not searches.
      expect((await t.stack.get('/contests/upcomming_contest')).status).toBe(200);
      expect((await t.stack.get('/contests/past_contest?page=0')).status).toBe(200);
    } finally {
      await queue.release();
    }
    const answered = await t.stack.get('/contests/past_contest?q=div%201');
    expect(answered.status).toBe(200);
  });

  it('a search waiting its turn is answered once the one before it ends', async () => {
    let release = () => {};
    const first = searchQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = t.stack.get('/contests/past_contest?q=educational');
    await expect.poll(() => searchQueue.waiting).toBe(1);
    release();
    await first;
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(
      ((await answer.json()) as { pastContests: unknown[] }).pastContests.length,
    ).toBeGreaterThan(0);
  });
});
