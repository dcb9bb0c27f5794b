import { BYTE_CAPS } from '#server/platforms/byte-caps';
import type { NormalizedContest } from '#server/domain/contest';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapDmojContests, parseDmojBody } from './map';

export interface DmojAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

/** Pages of 1000 contests, oldest first: the whole history is a handful of pages. */
export const DMOJ_MAX_PAGES = 10;

export function createDmojAdapter(deps: DmojAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    id: 'dmoj',
    async fetchContests(signal) {
      const byKey = new Map<string, NormalizedContest>();
      let malformed = 0;
      for (let page = 1; page <= DMOJ_MAX_PAGES; page++) {
        const url = `${base}/api/v2/contests?page=${page}`;
        const body = parseDmojBody(
          await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal),
        );
        malformed += body.data.objects.malformed;
        for (const row of mapDmojContests(body)) byKey.set(row.externalId, row);
        if (page >= body.data.total_pages) break;
      }
      return { contests: [...byKey.values()], malformed };
    },
  };
}
