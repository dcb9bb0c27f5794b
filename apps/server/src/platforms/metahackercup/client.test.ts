import { describe, expect, it } from 'vitest';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createHackerCupAdapter } from './client';

const serve = useUpstreamStub();

const answer = (url: string) => {
  if (url === '/codingcompetitions/hacker-cup/') {
    return upstreamFixture('metahackercup', 'series_page__2024-10__reconstructed.html');
  }
  if (url.endsWith('aQ4cNmnUw9N.js')) {
    return upstreamFixture('metahackercup', 'rsrc_bundle_without-query__reconstructed.js.txt');
  }
  if (url.endsWith('hc7Xw2NnTjR.js')) {
    return upstreamFixture('metahackercup', 'rsrc_bundle_with-query__reconstructed.js.txt');
  }
  return upstreamFixture(
    'metahackercup',
    'graphql_ContestSeriesRootQuery__2024-10__reconstructed.json',
  );
};

describe('createHackerCupAdapter', () => {
  it("finds the query id in the page's bundles, then asks GraphQL with the page's token", async () => {
    const { base, seen } = await serve(200, answer);
    const adapter = createHackerCupAdapter({ baseUrl: `${base}/`, http });
    const { contests, malformed } = await adapter.fetchContests(new AbortController().signal);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /codingcompetitions/hacker-cup/',
      'GET /rsrc.php/v3/yE/r/aQ4cNmnUw9N.js',
      'GET /rsrc.php/v3/yQ/r/hc7Xw2NnTjR.js',
      'POST /api/graphql/',
    ]);
    const post = seen[3];
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({
      lsd: 'AVqzrHpY5xk',
      fb_api_caller_class: 'RelayModern',
      fb_api_req_friendly_name: 'CodingCompetitionsContestSeriesRootQuery',
      variables: '{"series_vanity":"hacker-cup"}',
      doc_id: '7412349085464130',
    });
    expect([contests.length, malformed]).toEqual([6, 1]);

    // The id is kept: the next sync asks the page (a fresh token) and GraphQL only.
    await adapter.fetchContests(new AbortController().signal);
    expect(seen.slice(4).map((r) => r.url)).toEqual([
      '/codingcompetitions/hacker-cup/',
      '/api/graphql/',
    ]);
  });

  it('fails visibly when no bundle defines the query, never reading another host', async () => {
    const { base, seen } = await serve(200, (url) =>
      url.endsWith('hc7Xw2NnTjR.js') ? '/* moved */' : answer(url),
    );
    const error = await upstreamRejection(
      createHackerCupAdapter({ baseUrl: base, http }).fetchContests(new AbortController().signal),
    );
    expect(error.publicMessage).toBe('unexpected answer: field doc_id');
    expect(seen).toHaveLength(3);
  });
});
