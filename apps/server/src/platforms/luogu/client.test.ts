import { describe, expect, it } from 'vitest';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createLuoguAdapter } from './client';

const serve = useUpstreamStub();
const fixture = upstreamFixture('luogu', 'contest_list_page-1__2023-08__reconstructed.json');
const challenge = upstreamFixture('luogu', 'c3vk_challenge__2026-10__reconstructed.html');
const fetchFrom = (base: string) =>
  createLuoguAdapter({ baseUrl: `${base}/`, http }).fetchContests(new AbortController().signal);

describe('createLuoguAdapter', () => {
  it('asks for the first page as JSON and reads every contest on it', async () => {
    const { base, seen } = await serve(200, fixture);
    const { contests, malformed } = await fetchFrom(base);
    expect(seen.map((r) => r.url)).toEqual(['/contest/list?page=1&_contentOnly=1']);
    expect(seen[0]?.headers).toMatchObject({
      accept: 'application/json',
      'x-luogu-type': 'content-only',
    });
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(contests.map((c) => c.externalId)).toEqual([
      '123456',
      '121700',
      '120321',
      '118765',
      '119999',
    ]);
    expect(malformed).toBe(0);
  });

  it('answers the bot check: asks again with the cookie its page sets', async () => {
    const { base, seen } = await serve(200, (_url, headers) =>
      headers.cookie === 'C3VK=c82bf1' ? fixture : challenge,
    );
    const { contests } = await fetchFrom(base);
    expect(seen.map((r) => r.headers.cookie)).toEqual([undefined, 'C3VK=c82bf1']);
    expect(contests).toHaveLength(5);
  });

  it('is refused, not retried, when the check comes back with its own cookie', async () => {
    const { base, seen } = await serve(200, challenge);
    const error = await upstreamRejection(fetchFrom(base));
    expect(error).toMatchObject({ kind: 'refused', publicMessage: 'refused by Luogu (bot check)' });
    expect(seen).toHaveLength(2);
  });

  it('fails on another HTML page: not the list, and not the check', async () => {
    const { base, seen } = await serve(200, '<!DOCTYPE html><html><body>洛谷</body></html>');
    expect((await upstreamRejection(fetchFrom(base))).kind).toBe('invalid_json');
    expect(seen).toHaveLength(1);
  });
});
