import type { ReplayRoute } from '#replay/server/replay-route';
import { GYM_SAMPLE } from '#replay/platforms/codeforces/replay';

/** The gym list: Codeforces' own contest.list, asked with gym=true. */
export const cfgymReplay: ReplayRoute[] = [
  {
    upstream: 'cfgym',
    method: 'GET',
    path: '/api/contest.list',
    query: { gym: 'true' },
    samples: { cfgym: GYM_SAMPLE },
    defaultSample: 'cfgym',
  },
];
