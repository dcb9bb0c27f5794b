import { describe, expect, it } from 'vitest';
import { publicContestId } from '#server/domain/contest';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection as rejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createGymAdapter } from './client';

const GYM = 'contest.list_gym=true__2024-02-17__smallshawn95__last500.json';
const serve = useUpstreamStub();

describe('createGymAdapter', () => {
  it('GETs contest.list with gyms and keeps the 211 of 500 recorded gyms that have a start', async () => {
    const { base, seen } = await serve(200, upstreamFixture('codeforces', GYM));
    const adapter = createGymAdapter({ baseUrl: base, http });
    const { contests } = await adapter.fetchContests(new AbortController().signal);
    expect(adapter.id).toBe('cfgym');
    expect(seen.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: '/api/contest.list?gym=true' },
    ]);
    expect(contests).toHaveLength(211);
    // 103627 (the Open Cup's Grand Prix of Daejeon) has no start time: a training mirror.
    expect(contests.map((c) => c.externalId)).not.toContain('103627');
  });

  it('maps a gym field by field, linked to its gym page, under its own platform', async () => {
    const { base } = await serve(200, upstreamFixture('codeforces', GYM));
    const { contests } = await createGymAdapter({ baseUrl: base, http }).fetchContests(
      new AbortController().signal,
    );
    const gym = contests.find((c) => c.externalId === '103633');
    expect(gym).toEqual({
      platform: 'cfgym',
      externalId: '103633',
      title: 'Infoleague Spring 2022 Round Div. 2',
      url: 'https://codeforces.com/gym/103633',
      startsAt: new Date('2022-03-30T09:30:00.000Z'),
      durationMinutes: 240,
    });
    expect(gym && publicContestId(gym.platform, gym.externalId)).toBe('cfgym-103633');
  });

  it('names itself in a shape error', async () => {
    const { base } = await serve(200, '{"status":"OK","result":{"id":"1","name":"x"}}');
    const error = await rejection(
      createGymAdapter({ baseUrl: base, http }).fetchContests(new AbortController().signal),
    );
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^cfgym: result: /);
  });
});
