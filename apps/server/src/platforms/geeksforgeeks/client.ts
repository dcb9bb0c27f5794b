import { BYTE_CAPS } from '#server/platforms/byte-caps';
import type { NormalizedContest } from '#server/domain/contest';
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
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    id: 'geeksforgeeks',
    async fetchContests(signal) {
      const bySlug = new Map<string, NormalizedContest>();
      let malformed = 0;
      for (let page = 1; page <= GFG_MAX_PAGES; page++) {
        const url = `${base}/api/v1/events/?type=contest&page_number=${page}&sub_type=all`;
        const body = parseGfgBody(
          await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal),
        );
        const rows = mapGfgEvents(body);
        const fresh = rows.filter((row) => !bySlug.has(row.externalId));
        for (const row of fresh) bySlug.set(row.externalId, row);
        // The upcoming list repeats on every page: its bad rows are counted once.
        malformed +=
          body.results.past.malformed + (page === 1 ? body.results.upcoming.malformed : 0);
        // The upcoming list comes again with every page: a page with nothing new is the end.
        if (fresh.length === 0) break;
      }
      return { contests: [...bySlug.values()], malformed };
    },
  };
}
