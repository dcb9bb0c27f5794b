import { BYTE_CAPS } from '#server/platforms/byte-caps';
import type { NormalizedContest } from '#server/domain/contest';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapCode360Events, parseCode360Body } from './map';

export interface Code360AdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

/** Upcoming events come first, then the history: three pages reach weeks back, politely. */
export const CODE360_MAX_PAGES = 3;

export function createCode360Adapter(deps: Code360AdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    id: 'code360',
    async fetchContests(signal) {
      const bySlug = new Map<string, NormalizedContest>();
      let malformed = 0;
      for (let page = 1; page <= CODE360_MAX_PAGES; page++) {
        const url = `${base}/api/v4/public_section/contest_list?page=${page}`;
        const body = parseCode360Body(
          await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal),
        );
        malformed += body.data.events.malformed;
        for (const row of mapCode360Events(body)) {
          if (!bySlug.has(row.externalId)) bySlug.set(row.externalId, row);
        }
        if (page >= body.data.total_pages) break;
      }
      return { contests: [...bySlug.values()], malformed };
    },
  };
}
