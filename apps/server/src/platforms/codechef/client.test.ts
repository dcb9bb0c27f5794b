import { describe, expect, it } from 'vitest';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection as rejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createCodechefAdapter } from './client';

const fixtureText = (name: string) => upstreamFixture('codechef', name);
const serve = useUpstreamStub();

describe('createCodechefAdapter', () => {
  it('GETs the all-contests list and maps the recorded body', async () => {
    const recorded = fixtureText(
      'contests_all__2025-03-19_during-START178__shubhamrathod0015-contest-tracker.json',
    );
    const { base, seen } = await serve(200, recorded);
    const adapter = createCodechefAdapter({ baseUrl: base, http });
    const { contests } = await adapter.fetchContests(new AbortController().signal);

    expect(adapter.id).toBe('codechef');
    expect(seen.map(({ method, url }) => ({ method, url }))).toEqual([
      {
        method: 'GET',
        url: '/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all',
      },
    ]);
    expect(contests).toHaveLength(22);
    expect(contests[0]).toMatchObject({ externalId: 'START178', durationMinutes: 135 });
  });

  it('throws unexpected_shape for a body that is not the contest list', async () => {
    const { base } = await serve(200, '{"status":"success","message":"All contests list"}');
    const adapter = createCodechefAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^codechef: present_contests: /);
  });
});
