import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapLightojContests, parseLightojPage } from './map';
import type { LightojPage } from './schema';

export interface LightojAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

/**
 * Running and upcoming contests are every page of their list (a handful: anyone may host one);
 * the past list is its newest page only, as clist reads it unless asked for the whole archive.
 */
export const LIGHTOJ_MAX_UPCOMING_PAGES = 5;

export function createLightojAdapter(deps: LightojAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  const page = async (type: 'currentOrUpcoming' | 'past', index: number, signal: AbortSignal) =>
    parseLightojPage(
      await requestJson(
        {
          url: `${base}/api/v1/contests?page=${index}&contestType=${type}`,
          maxBytes: BYTE_CAPS.smallList,
        },
        deps.http,
        signal,
      ),
    );
  return {
    id: 'lightoj',
    async fetchContests(signal) {
      const pages: LightojPage[] = [];
      for (let index = 1; index <= LIGHTOJ_MAX_UPCOMING_PAGES; index++) {
        const current = await page('currentOrUpcoming', index, signal);
        pages.push(current);
        if (index >= current.data.contests.lastPage) break;
      }
      pages.push(await page('past', 1, signal));
      return {
        contests: mapLightojContests(pages),
        malformed: pages.reduce((sum, p) => sum + p.data.contests.data.malformed, 0),
      };
    },
  };
}
