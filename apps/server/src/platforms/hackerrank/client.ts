import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapHackerrankContests, parseHackerrankBody } from './map';

export interface HackerrankAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

// The running and upcoming contests fit one page; the source keeps no past list.
const CONTESTS_PATH = '/rest/contests/upcoming?offset=0&limit=50';

export function createHackerrankAdapter(deps: HackerrankAdapterDeps): PlatformAdapter {
  const url = `${deps.baseUrl}${CONTESTS_PATH}`;
  return {
    id: 'hackerrank',
    async fetchContests(signal) {
      const raw = await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal);
      const body = parseHackerrankBody(raw);
      return { contests: mapHackerrankContests(body), malformed: body.models.malformed };
    },
  };
}
