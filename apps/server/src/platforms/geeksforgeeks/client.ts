import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { collectPages } from '#server/platforms/collect-pages';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapGfgEvents, parseGfgBody } from './map';

export interface GfgAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

/** One polite sweep: the upcoming contests and the last few pages of past ones. */
export const GFG_MAX_PAGES = 5;

export function createGfgAdapter(deps: GfgAdapterDeps): PlatformAdapter {
  return {
    id: 'geeksforgeeks',
    async fetchContests(signal) {
      // The upcoming list comes again with every page (its bad rows are counted once): a page
      // with nothing new is the end.
      return collectPages(GFG_MAX_PAGES, async (page) => {
        const url = `${deps.baseUrl}/api/v1/events/?type=contest&page_number=${page}&sub_type=all`;
        const body = parseGfgBody(
          await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal),
        );
        return {
          contests: mapGfgEvents(body),
          malformed:
            body.results.past.malformed + (page === 1 ? body.results.upcoming.malformed : 0),
        };
      });
    },
  };
}
