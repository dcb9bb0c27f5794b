import { describe, expect, it } from 'vitest';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createYukicoderAdapter } from './client';

const serve = useUpstreamStub();

describe('createYukicoderAdapter', () => {
  it('asks for the future list, then the past one, and merges them', async () => {
    const { base, seen } = await serve(200, (url) =>
      upstreamFixture(
        'yukicoder',
        url.endsWith('/future')
          ? 'contest_future__2024-04__recorded.json'
          : 'contest_past__2024-04__reconstructed.json',
      ),
    );
    const { contests } = await createYukicoderAdapter({ baseUrl: base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen.map((r) => r.url)).toEqual(['/api/v1/contest/future', '/api/v1/contest/past']);
    expect(contests).toHaveLength(5);
  });
});
