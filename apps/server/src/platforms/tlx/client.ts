import { BYTE_CAPS } from '#server/platforms/byte-caps';
import type { Clock } from '#server/lib/clock';
import type { NormalizedContest } from '#server/domain/contest';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapTlxContests, parseTlxBody } from './map';

export interface TlxAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}

/** Pages of twenty, latest start first: upcoming contests are on the first. */
export const TLX_MAX_PAGES = 5;
/** As clist reads TLX: pages until one reaches contests begun this long ago. */
const TLX_LOOKBACK_MS = 90 * 24 * 3_600_000;

export function createTlxAdapter(deps: TlxAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    id: 'tlx',
    async fetchContests(signal) {
      const since = deps.clock.now().getTime() - TLX_LOOKBACK_MS;
      const byId = new Map<string, NormalizedContest>();
      let malformed = 0;
      let seen = 0;
      for (let page = 1; page <= TLX_MAX_PAGES; page++) {
        const url = `${base}/v2/contests?page=${page}`;
        const body = parseTlxBody(
          await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal),
        );
        const { rows } = body.data.page;
        malformed += body.data.page.malformed;
        seen += rows.length + body.data.page.malformed;
        const mapped = mapTlxContests(body);
        for (const row of mapped) byId.set(row.externalId, row);
        const oldest = Math.min(...mapped.map((row) => row.startsAt.getTime()));
        if (rows.length === 0 || seen >= body.data.totalCount || oldest < since) break;
      }
      return { contests: [...byId.values()], malformed };
    },
  };
}
