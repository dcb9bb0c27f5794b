import { BYTE_CAPS } from '#server/platforms/byte-caps';
import type { NormalizedContest } from '#server/domain/contest';
import { requestText, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapTophContest } from './map';
import { parseTophContestPage } from './parse-contest';
import { parseTophContestsPage } from './parse-list';

export interface TophAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

/**
 * The contests page lists the upcoming and running contests first, then the latest past ones;
 * each one's time is on its own page, one call a second. Past these the rest are older.
 */
export const TOPH_MAX_CONTESTS = 12;

export function createTophAdapter(deps: TophAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  const page = (url: string, signal: AbortSignal) =>
    requestText({ url, accept: 'text/html', maxBytes: BYTE_CAPS.smallList }, deps.http, signal);
  return {
    id: 'toph',
    async fetchContests(signal) {
      const links = parseTophContestsPage(await page(`${base}/contests`, signal));
      const contests: NormalizedContest[] = [];
      let malformed = 0;
      // One after the other: the rate gate spaces them, and any failure fails the sync.
      for (const link of links.slice(0, TOPH_MAX_CONTESTS)) {
        const html = await page(`${base}/c/${encodeURIComponent(link.slug)}`, signal);
        const contest = mapTophContest(link, parseTophContestPage(html));
        if (contest) contests.push(contest);
        else malformed++;
      }
      return { contests, malformed };
    },
  };
}
