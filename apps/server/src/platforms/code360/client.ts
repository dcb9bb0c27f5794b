import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { collectPages } from '#server/platforms/collect-pages';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { UpstreamError } from '#server/platforms/upstream-error';
import { mapCode360Events, parseCode360Body } from './map';

export interface Code360AdapterDeps {
  /** Naukri's origin: the list is under `/code360/api/v4/` since 2024-12. */
  baseUrl: string;
  /** The old API origin (`api.codingninjas.com`), asked only when the new path answers 404. */
  fallbackBaseUrl: string;
  http: HttpClientOptions;
}

/** Upcoming events come first, then the history: three pages reach weeks back, politely. */
export const CODE360_MAX_PAGES = 3;

/**
 * Where a page is asked: the new path with `naukri_request=true`, as Code360's own site and the
 * 2025 trackers ask it (fixtures PROVENANCE.md), or the old host's path.
 */
const pageUrl = (deps: Code360AdapterDeps, fallback: boolean, page: number) =>
  fallback
    ? `${deps.fallbackBaseUrl}/api/v4/public_section/contest_list?page=${page}`
    : `${deps.baseUrl}/code360/api/v4/public_section/contest_list?page=${page}&naukri_request=true`;

const isNotFound = (error: unknown) =>
  error instanceof UpstreamError &&
  error.kind === 'http_status' &&
  error.publicMessage === 'HTTP 404';

export function createCode360Adapter(deps: Code360AdapterDeps): PlatformAdapter {
  return {
    id: 'code360',
    async fetchContests(signal) {
      const ask = (fallback: boolean, page: number) =>
        requestJson(
          { url: pageUrl(deps, fallback, page), maxBytes: BYTE_CAPS.smallList },
          deps.http,
          signal,
        );
      // The new path first; its 404 (and only that: an outage is no reason to ask elsewhere)
      // sends the whole sweep to the old host.
      let fallback = false;
      const first = await ask(false, 1).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
        fallback = true;
        return ask(true, 1);
      });
      return collectPages(CODE360_MAX_PAGES, async (page) => {
        const body = parseCode360Body(page === 1 ? first : await ask(fallback, page));
        return {
          contests: mapCode360Events(body),
          malformed: body.data.events.malformed,
          last: page >= body.data.total_pages,
        };
      });
    },
  };
}
