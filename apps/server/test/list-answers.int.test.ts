import type { IncomingHttpHeaders } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawGet, type RawResponse } from './raw-get';
import { syncAllOk, useStack } from './use-stack';

// Repeated list requests are answered from memory; these tests hold a remembered answer to the
// first one: same status, same headers, same bytes.

const t = useStack({ emptyEachTest: false, setUp: syncAllOk });

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawGet(t.stack.server.url + path, headers, method);

/** Headers a client would act on: all but those that differ by the moment or the connection. */
function lasting(headers: IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
    ),
  );
}

function expectSameAnswer(first: RawResponse, again: RawResponse, what: string) {
  expect(again.status, what).toBe(first.status);
  expect(lasting(again.headers), what).toEqual(lasting(first.headers));
  expect(again.body.equals(first.body), what).toBe(true);
}

describe('answers remembered in memory', () => {
  it('repeat the first answer exactly, for every coding and for a held ETag', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/contests/past_contest?page=1', {}],
      ['/contests/past_contest?page=2', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/contests/past_contest?page=3', { 'accept-encoding': 'gzip' }],
      ['/contests/upcomming_contest', {}],
      ['/contests/upcoming?platforms=codeforces', { 'accept-encoding': 'br' }],
    ];
    for (const [path, headers] of cases) {
      const first = await get(path, headers);
      expect(first.status, path).toBe(200);
      expect(first.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      // The second may still find its compressed form in the making; the third finds it made.
      for (let i = 0; i < 2; i++) expectSameAnswer(first, await get(path, headers), path);
      const held = { ...headers, 'if-none-match': first.headers.etag ?? '' };
      const notModified = await get(path, held);
      expect(notModified.status, path).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers['x-content-type-options']).toBe('nosniff');
      expectSameAnswer(notModified, await get(path, held), `${path} (304)`);
    }
  });

  it('keys answers on the parsed query: junk query strings neither grow the cache nor rebuild', async () => {
    await get('/contests/past_contest?page=1&platforms=leetcode,codeforces');
    const before = t.stack.server.lists.stats();
    for (let i = 0; i < 2_000; i++) {
      const junk = `/contests/past_contest?platforms=Codeforces,LeetCode,codeforces&page=1&x${i}=${i}`;
      const response = await t.stack.app().inject({ method: 'GET', url: junk });
      expect(response.statusCode).toBe(200);
    }
    const after = t.stack.server.lists.stats();
    expect(after.entries).toBe(before.entries);
    expect(after.builds).toBe(before.builds);
  });

  it('answers HEAD: headers of the GET, no body', async () => {
    const path = '/contests/past_contest?page=4';
    const body = await get(path);
    const head = await get(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(body.headers.etag);
    expect(head.headers['content-length']).toBe(body.headers['content-length']);
  });

  it('answers any repeated list request as it answered it the first time', async () => {
    const text = fc.stringMatching(/^[!-~]{0,24}$/);
    const query = fc
      .array(fc.tuple(fc.constantFrom('page', 'pageSize', 'platforms', 'x'), text), {
        maxLength: 3,
      })
      .map((pairs) => new URLSearchParams(pairs).toString());
    const headers = fc.record(
      {
        'accept-encoding': fc.oneof(text, fc.constantFrom('br', 'gzip, deflate', 'br;q=0, gzip')),
        'if-none-match': text,
      },
      { requiredKeys: [] },
    );
    const path = fc.constantFrom(
      '/contests/upcomming_contest',
      '/contests/upcoming',
      '/contests/past_contest',
    );
    await fc.assert(
      fc.asyncProperty(path, query, headers, async (route, search, extra) => {
        const url = search ? `${route}?${search}` : route;
        const first = await get(url, extra);
        expect(first.status, url).toBeLessThan(500);
        const again = await get(url, extra);
        // A compressed form may have been in the making for the first: compare once it is made.
        const settled = first.status === 200 ? await get(url, extra) : again;
        expectSameAnswer(first, settled, url);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });
});
