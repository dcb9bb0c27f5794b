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

describe('createLuoguAdapter', () => {
  it('asks for the first page as JSON and reads every contest on it', async () => {
    const { base, seen } = await serve(200, fixture);
    const { contests, malformed } = await createLuoguAdapter({
      baseUrl: `${base}/`,
      http,
    }).fetchContests(new AbortController().signal);
    expect(seen.map((r) => r.url)).toEqual(['/contest/list?page=1&_contentOnly=1']);
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(contests.map((c) => c.externalId)).toEqual([
      '123456',
      '121700',
      '120321',
      '118765',
      '119999',
    ]);
    expect(malformed).toBe(0);
  });

  it('fails on the page a browser gets without _contentOnly: HTML, not the list', async () => {
    const { base } = await serve(200, '<!DOCTYPE html><html><body>洛谷</body></html>');
    const error = await upstreamRejection(
      createLuoguAdapter({ baseUrl: base, http }).fetchContests(new AbortController().signal),
    );
    expect(error.kind).toBe('invalid_json');
  });
});
