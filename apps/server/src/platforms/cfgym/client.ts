import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { mapCodeforcesContests, parseCodeforcesBody } from '#server/platforms/codeforces/map';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';

export interface GymAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

const GYM = { platform: 'cfgym', linkBase: 'https://codeforces.com/gym' } as const;

/** Codeforces' gym list: the same API and body as its rounds, asked with `gym=true`. */
export function createGymAdapter(deps: GymAdapterDeps): PlatformAdapter {
  const url = `${deps.baseUrl}/api/contest.list?gym=true`;
  return {
    id: 'cfgym',
    async fetchContests(signal) {
      const raw = await requestJson({ url, maxBytes: BYTE_CAPS.codeforcesGyms }, deps.http, signal);
      // Most gyms have no start time (training mirrors): those rows are left out by the mapping.
      const body = parseCodeforcesBody(raw, 'cfgym');
      return { contests: mapCodeforcesContests(body, GYM), malformed: body.result.malformed };
    },
  };
}
