import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { collectPages } from '#server/platforms/collect-pages';
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
  return {
    id: 'dmoj',
    async fetchContests(signal) {
      return collectPages(DMOJ_MAX_PAGES, async (page) => {
        const url = `${deps.baseUrl}/api/v2/contests?page=${page}`;
        const body = parseDmojBody(
          await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal),
        );
        return {
          contests: mapDmojContests(body),
          malformed: body.data.objects.malformed,
          last: page >= body.data.total_pages,
        };
      });
    },
  };
}
