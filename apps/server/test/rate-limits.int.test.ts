import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestFrom, type FromOptions } from './request-from';
import { signInAs, useStack } from './use-stack';

const BUDGET = 5;

const accounts = useStack({
  accounts: true,
  emptyEachTest: false,
  env: {
    AUTH_RATE_LIMIT_PER_MINUTE: '100',
    WRITE_RATE_LIMIT_PER_MINUTE: String(BUDGET),
    READ_RATE_LIMIT_PER_MINUTE: String(BUDGET),
  },
});
let url: string;

beforeAll(() => {
  url = accounts.stack.server.url;
});

const send = (method: string, path: string, options: FromOptions) =>
  requestFrom(url, method, path, options);
const signIn = (sub: string) =>
  signInAs(accounts.stack, accounts.keys, { sub, email: `${sub}@example.com` });
const unbookmark = (options: FromOptions) =>
  send('DELETE', '/user/bookmarks/codechef-START178', options);

/** Sends the request `times` times, one after another; the statuses in order. */
async function statuses(times: number, call: () => Promise<{ status: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await call()).status);
  return seen;
}

const allowed = (status: number) => Array.from({ length: BUDGET }, () => status);

describe('before authentication, per client address', () => {
  it('counts made-up bearer tokens from one address in that address’s bucket', async () => {
    const random = () => ({ from: '127.0.0.2', token: randomBytes(32).toString('base64url') });
    expect(await statuses(BUDGET, () => unbookmark(random()))).toEqual(allowed(401));
    const refused = await unbookmark(random());
    expect(refused.status).toBe(429);
    const body = JSON.parse(refused.body) as { error: { code: string; message: string } };
    expect(body).toMatchObject({ error: { code: 'rate_limited' } });
    // The first client shows the top-level message.
    expect(body).toHaveProperty('message', body.error.message);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another address still has its budget.
    expect((await unbookmark({ ...random(), from: '127.0.0.3' })).status).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: one address, one bucket', async () => {
    const status = (i: number) =>
      send('GET', '/api/status', {
        from: '127.0.0.4',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < BUDGET; i++) expect((await status(i)).status).toBe(200);
    expect((await status(BUDGET)).status).toBe(429);
  });
});

describe('after authentication, per user', () => {
  it('makes every session of one user share the user’s write budget', async () => {
    const first = await signIn('writer');
    const second = await signIn('writer');
    expect(second).not.toBe(first);
    // Three addresses, none of them near its own budget: only the user's bucket can run out.
    expect(await statuses(3, () => unbookmark({ from: '127.0.0.5', token: first }))).toEqual([
      204, 204, 204,
    ]);
    expect(await statuses(2, () => unbookmark({ from: '127.0.0.6', token: second }))).toEqual([
      204, 204,
    ]);
    expect((await unbookmark({ from: '127.0.0.7', token: second })).status).toBe(429);
    expect((await unbookmark({ from: '127.0.0.7', token: first })).status).toBe(429);
    // Someone else is counted apart.
    const other = await signIn('other-writer');
    expect((await unbookmark({ from: '127.0.0.7', token: other })).status).toBe(204);
  });

  it('makes every session of one user share the user’s read budget across read routes', async () => {
    const first = await signIn('reader');
    const second = await signIn('reader');
    expect(
      await statuses(3, () => send('GET', '/user/profile', { from: '127.0.0.8', token: first })),
    ).toEqual([200, 200, 200]);
    expect(
      await statuses(2, () => send('GET', '/user/bookmarks', { from: '127.0.0.9', token: second })),
    ).toEqual([200, 200]);
    expect((await send('GET', '/user/profile', { from: '127.0.0.10', token: second })).status).toBe(
      429,
    );
  });
});

describe('read budgets', () => {
  it.each([
    ['/api/status', '127.0.1.1'],
    ['/user/profile', '127.0.1.2'],
    ['/user/bookmarks', '127.0.1.3'],
  ])('%s answers 429 past its budget', async (path, from) => {
    const token = await signIn(`budget${path.replaceAll('/', '-')}`);
    const call = () => send('GET', path, { from, token });
    expect(await statuses(BUDGET, call)).toEqual(allowed(200));
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('leaves the public lists and the pages unlimited', async () => {
    for (const path of [
      '/contests/upcomming_contest',
      '/contests/upcoming',
      '/contests/past_contest',
      '/',
    ]) {
      const seen = await statuses(BUDGET * 3, () => send('GET', path, { from: '127.0.0.11' }));
      expect(
        seen.every((status) => status === 200),
        path,
      ).toBe(true);
    }
  });
});
