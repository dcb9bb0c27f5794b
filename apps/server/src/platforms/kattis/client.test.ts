import { describe, expect, it } from 'vitest';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createKattisAdapter } from './client';

const serve = useUpstreamStub();

describe('createKattisAdapter', () => {
  it('reads the contests page once, asking for HTML', async () => {
    const { base, seen } = await serve(200, () =>
      upstreamFixture('kattis', 'contests_page__2024-11__reconstructed.html'),
    );
    const result = await createKattisAdapter({ baseUrl: `${base}/`, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen.map((r) => [r.url, r.headers.accept])).toEqual([['/contests', 'text/html']]);
    expect(result.contests).toHaveLength(5);
    expect(result.malformed).toBe(1);
  });
});
