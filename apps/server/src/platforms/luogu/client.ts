import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestText, type HttpClientOptions } from '#server/platforms/http-client';
import { parseJsonBody } from '#server/platforms/parse-json-off-thread';
import type { PlatformAdapter } from '#server/platforms/types';
import { UpstreamError } from '#server/platforms/upstream-error';
import { challengeCookie } from './challenge';
import { mapLuoguContests, parseLuoguBody } from './map';

export interface LuoguAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createLuoguAdapter(deps: LuoguAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  // The first page (20 contests, the latest start first) holds every upcoming and running
  // contest; older pages are history, which clist too reads only on a full rebuild.
  const url = `${base}/contest/list?page=1&_contentOnly=1`;
  const ask = (signal: AbortSignal, cookie?: string) =>
    requestText(
      {
        url,
        accept: 'application/json',
        maxBytes: BYTE_CAPS.smallList,
        // Either asks for the JSON rather than the page (luogu-api-docs); both cost nothing.
        headers: {
          'x-luogu-type': 'content-only',
          ...(cookie === undefined ? {} : { cookie: `C3VK=${cookie}` }),
        },
      },
      deps.http,
      signal,
    );
  return {
    id: 'luogu',
    async fetchContests(signal) {
      let text = await ask(signal);
      const cookie = challengeCookie(text);
      if (cookie !== undefined) {
        text = await ask(signal, cookie);
        if (challengeCookie(text) !== undefined) {
          throw new UpstreamError(
            'refused',
            'luogu: the C3VK challenge again with its own cookie',
            false,
            undefined,
            'refused by Luogu (bot check)',
          );
        }
      }
      const body = parseLuoguBody(await parseJsonBody(text));
      return {
        contests: mapLuoguContests(body),
        malformed: body.currentData.contests.result.malformed,
      };
    },
  };
}
