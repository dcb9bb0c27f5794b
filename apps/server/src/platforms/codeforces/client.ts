import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapCodeforcesContests, parseCodeforcesBody } from './map';

export interface CodeforcesAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createCodeforcesAdapter(deps: CodeforcesAdapterDeps): PlatformAdapter {
  // Gyms are training mirrors, mostly without start times; only real rounds are listed.
  const url = `${deps.baseUrl}/api/contest.list?gym=false`;
  return {
    id: 'codeforces',
    async fetchContests(signal) {
      const raw = await requestJson(
        { url, maxBytes: BYTE_CAPS.codeforcesContests },
        deps.http,
        signal,
      );
      const body = parseCodeforcesBody(raw);
      return { contests: mapCodeforcesContests(body), malformed: body.result.malformed };
    },
  };
}
