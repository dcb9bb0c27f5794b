import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapYukicoderContests, parseYukicoderList } from './map';

export interface YukicoderAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createYukicoderAdapter(deps: YukicoderAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl;
  return {
    id: 'yukicoder',
    async fetchContests(signal) {
      // One after the other (the rate gate spaces them): both must answer, or the sync fails.
      const future = parseYukicoderList(
        await requestJson(
          { url: `${base}/api/v1/contest/future`, maxBytes: BYTE_CAPS.smallList },
          deps.http,
          signal,
        ),
      );
      const past = parseYukicoderList(
        await requestJson(
          { url: `${base}/api/v1/contest/past`, maxBytes: BYTE_CAPS.smallList },
          deps.http,
          signal,
        ),
      );
      return {
        contests: mapYukicoderContests(future.rows, past.rows),
        malformed: future.malformed + past.malformed,
      };
    },
  };
}
