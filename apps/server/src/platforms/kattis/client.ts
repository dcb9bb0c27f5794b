import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestText, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { checkKattisRows, mapKattisContests } from './map';
import { parseKattisContestsPage } from './parse-page';

export interface KattisAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createKattisAdapter(deps: KattisAdapterDeps): PlatformAdapter {
  const url = `${deps.baseUrl.replace(/\/+$/, '')}/contests`;
  return {
    id: 'kattis',
    async fetchContests(signal) {
      const html = await requestText(
        { url, accept: 'text/html', maxBytes: BYTE_CAPS.smallList },
        deps.http,
        signal,
      );
      const { rows, malformed } = checkKattisRows(parseKattisContestsPage(html));
      return { contests: mapKattisContests(rows), malformed };
    },
  };
}
