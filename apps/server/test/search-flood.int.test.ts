import type { PastQuery } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { REFUSAL_PAUSE_MS } from '#server/http/rate-limits';
import { createAnswerCache } from '#server/lib/answer-cache';
import { createContestLists } from '#server/services/contest-lists';
import { requestFrom } from './request-from';
import { syncAllOk, useStack } from './use-stack';

/** Searches a client may send per minute here: few, so the test reaches the limit at once. */
const SEARCH_BUDGET = 3;
/** Plain answers remembered in the first test, and distinct searches sent at them. */
const PLAIN_ENTRIES = 20;
const FLOOD = 60;

const t = useStack({
  env: { SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_BUDGET) },
  emptyEachTest: false,
  setUp: syncAllOk,
});

const from = (address: string, path: string, headers: Record<string, string> = {}) =>
  requestFrom(t.stack.server.url, 'GET', path, { from: address, headers });

describe('a flood of distinct searches', () => {
  it('never pushes the plain lists out of memory', async () => {
    // The server's lists over the synced data, with a plain-answer memory small enough that the
    // flood is many times its size.
    const lists = createContestLists({
      db: t.stack.server.database.db,
      clock: t.stack.time.clock,
      cache: createAnswerCache({ maxEntries: PLAIN_ENTRIES }),
    });
    const plain: PastQuery = { platforms: [], length: 'any', page: 0, pageSize: 12 };
    await lists.upcoming({ platforms: [] });
    await lists.past(plain);
    const held = lists.stats();
    for (let i = 0; i < FLOOD; i++) await lists.past({ ...plain, q: `round ${i}` });
    expect(lists.searchStats().builds).toBe(FLOOD);
    await lists.upcoming({ platforms: [] });
    await lists.past(plain);
    // Both plain answers came from memory: nothing was built again, nothing was dropped.
    expect(lists.stats()).toEqual(held);
  });

  it('through HTTP: searches are built in a memory of their own, the upcoming list stays', async () => {
    const app = t.stack.app();
    expect((await app.inject('/contests/upcomming_contest')).statusCode).toBe(200);
    const before = t.stack.server.lists.stats().builds;
    for (let i = 0; i < 50; i++) {
      // Each from an address of its own, as a crowd would send them (the budget is per address).
      const search = await app.inject({
        url: `/contests/past_contest?q=div%20${i}`,
        remoteAddress: `10.0.${i}.1`,
      });
      expect(search.statusCode).toBe(200);
    }
    expect((await app.inject('/contests/upcomming_contest')).statusCode).toBe(200);
    expect(t.stack.server.lists.stats().builds).toBe(before);
  });
});

describe('searches per client address', () => {
  it('answer 429 with Retry-After past the budget while the plain lists still answer', async () => {
    const address = '127.0.0.21';
    for (let i = 0; i < SEARCH_BUDGET; i++) {
      expect((await from(address, `/contests/past_contest?q=div%20${i}`)).status).toBe(200);
    }
    const refused = await from(address, '/contests/past_contest?q=div%2099');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'rate_limited' } });
    // A made-up token does not buy the read budget instead.
    const withToken = await from(address, '/contests/past_contest?q=div%2098', {
      authorization: 'Bearer made-up-token',
    });
    expect(withToken.status).toBe(429);
    // The plain lists are not searches: this address still gets them.
    expect((await from(address, '/contests/past_contest?page=0')).status).toBe(200);
    expect((await from(address, '/contests/past_contest?page=1&platforms=codeforces')).status).toBe(
      200,
    );
    expect((await from(address, '/contests/upcomming_contest')).status).toBe(200);
    // Another client has a budget of its own.
    expect((await from('127.0.0.22', '/contests/past_contest?q=div%2099')).status).toBe(200);
  });

  it('answer a refused search only after a pause, so a flooding connection paces itself', async () => {
    const address = '127.0.0.23';
    for (let i = 0; i < SEARCH_BUDGET; i++)
      await from(address, `/contests/past_contest?q=cup%20${i}`);
    const sent = performance.now();
    const refused = await from(address, '/contests/past_contest?q=cup%2099');
    expect(refused.status).toBe(429);
    expect(performance.now() - sent).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS);
  });
});
