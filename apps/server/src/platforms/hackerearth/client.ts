import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapHackerearthEvents, parseHackerearthBody } from './map';

export interface HackerearthAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createHackerearthAdapter(deps: HackerearthAdapterDeps): PlatformAdapter {
  // Running and upcoming events in one unpaged list; the feed keeps no past events.
  const url = `${deps.baseUrl}/chrome-extension/events/`;
  return {
    id: 'hackerearth',
    async fetchContests(signal) {
      const raw = await requestJson({ url, maxBytes: BYTE_CAPS.smallList }, deps.http, signal);
      const body = parseHackerearthBody(raw);
      const contests = mapHackerearthEvents(body);
      const filtered = body.response.rows.length - contests.length;
      return { contests, malformed: body.response.malformed, filtered };
    },
  };
}
