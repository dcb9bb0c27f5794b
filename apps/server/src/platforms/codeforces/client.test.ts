import { describe, expect, it } from 'vitest';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection as rejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createCodeforcesAdapter } from './client';

const fixtureText = (name: string) => upstreamFixture('codeforces', name);
const serve = useUpstreamStub();

describe('createCodeforcesAdapter', () => {
  it('GETs contest.list without gyms and maps the recorded body', async () => {
    const { base, seen } = await serve(
      200,
      fixtureText('contest.list__2024-02-17__smallshawn95.json'),
    );
    const adapter = createCodeforcesAdapter({ baseUrl: base, http });
    const { contests } = await adapter.fetchContests(new AbortController().signal);
    expect(adapter.id).toBe('codeforces');
    expect(seen.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: '/api/contest.list?gym=false' },
    ]);
    expect(contests).toHaveLength(1835);
    expect(contests[0]?.externalId).toBe('1933');
  });

  it('keeps a path prefix of the base URL', async () => {
    const { base, seen } = await serve(200, '{"status":"OK","result":[]}');
    const adapter = createCodeforcesAdapter({ baseUrl: `${base}/replay/codeforces`, http });
    await expect(adapter.fetchContests(new AbortController().signal)).resolves.toEqual({
      contests: [],
      malformed: 0,
    });
    expect(seen[0]?.url).toBe('/replay/codeforces/api/contest.list?gym=false');
  });

  it('skips and counts a malformed row; throws unexpected_shape for a malformed envelope', async () => {
    const row = '{"id":1933,"name":"x","durationSeconds":7200,"startTimeSeconds":1708700000}';
    const { base } = await serve(200, `{"status":"OK","result":[{"id":"1933","name":"x"},${row}]}`);
    const adapter = createCodeforcesAdapter({ baseUrl: base, http });
    const read = await adapter.fetchContests(new AbortController().signal);
    expect(read).toMatchObject({ malformed: 1, contests: [{ externalId: '1933' }] });
    const { base: other } = await serve(200, '{"status":"OK","result":{"id":1933}}');
    const otherAdapter = createCodeforcesAdapter({ baseUrl: other, http });
    const error = await rejection(otherAdapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^codeforces: result: /);
  });

  it('throws upstream_failed for a FAILED body that arrives with 200', async () => {
    const failed = fixtureText('error_FAILED__contest.ratingChanges__contestId-not-found.json');
    const { base } = await serve(200, failed);
    const adapter = createCodeforcesAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('upstream_failed');
  });

  it('lets the HTTP client report the FAILED body Codeforces really sends with 400', async () => {
    const failed = fixtureText('error_FAILED__contest.ratingChanges__contestId-not-found.json');
    const { base } = await serve(400, failed);
    const adapter = createCodeforcesAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('http_status');
    expect(error.message).toContain('Contest with id 1597 not found');
  });
});
