import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapLeetcodeContests, parseLeetcodeBody } from './map';

export interface LeetcodeAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

// Only the four fields we map: `description` alone is about 5 KB of HTML per contest.
const LEETCODE_CONTESTS_QUERY = '{ allContests { title titleSlug startTime duration } }';

export function createLeetcodeAdapter(deps: LeetcodeAdapterDeps): PlatformAdapter {
  const url = `${deps.baseUrl.replace(/\/+$/, '')}/graphql`;
  return {
    id: 'leetcode',
    async fetchContests(signal) {
      const body = { query: LEETCODE_CONTESTS_QUERY };
      const raw = await requestJson(
        { url, method: 'POST', body, maxBytes: BYTE_CAPS.leetcode },
        deps.http,
        signal,
      );
      const parsed = parseLeetcodeBody(raw);
      return {
        contests: mapLeetcodeContests(parsed),
        malformed: parsed.data.allContests.malformed,
      };
    },
  };
}
