import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapLuoguContests, parseLuoguBody } from './map';

export interface LuoguAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createLuoguAdapter(deps: LuoguAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    id: 'luogu',
    async fetchContests(signal) {
      // The first page (20 contests, the latest start first) holds every upcoming and running
      // contest; older pages are history, which clist also reads only on a full rebuild.
      const body = parseLuoguBody(
        await requestJson(
          { url: `${base}/contest/list?page=1&_contentOnly=1`, maxBytes: BYTE_CAPS.smallList },
          deps.http,
          signal,
        ),
      );
      return {
        contests: mapLuoguContests(body),
        malformed: body.currentData.contests.result.malformed,
      };
    },
  };
}
