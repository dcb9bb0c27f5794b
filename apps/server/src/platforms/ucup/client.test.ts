import { describe, expect, it } from 'vitest';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createUcupAdapter } from './client';

const serve = useUpstreamStub();
const page = upstreamFixture('ucup', 'schedule_season-4__2026-01__reconstructed.html');

describe('createUcupAdapter', () => {
  it('reads the schedule from the home page, counting the rows that are not dated stages', async () => {
    const { base, seen } = await serve(200, page);
    const result = await createUcupAdapter({ baseUrl: `${base}/`, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen.map((r) => r.url)).toEqual(['/']);
    expect(result.contests.map((c) => c.externalId)).toEqual([
      's4-stage-4',
      's4-stage-6',
      's4-extra-stage-1',
      's4-stage-12',
      's4-stage-13',
      's4-stage-15',
    ]);
    // Stage 16 has no date yet; the semifinal is not a stage.
    expect(result).toMatchObject({ malformed: 0, filtered: 2 });
  });

  it('fails visibly on a page without the schedule, never as an empty list', async () => {
    const { base } = await serve(200, '<html><body><h1>Season 4</h1><p>Soon</p></body></html>');
    const error = await upstreamRejection(
      createUcupAdapter({ baseUrl: base, http }).fetchContests(new AbortController().signal),
    );
    expect(error).toMatchObject({ kind: 'unexpected_shape', publicMessage: /field table/ });
  });
});
