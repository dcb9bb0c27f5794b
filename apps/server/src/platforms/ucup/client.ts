import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestText, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapUcupSchedule, readUcupSchedule } from './map';

export interface UcupAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

export function createUcupAdapter(deps: UcupAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    id: 'ucup',
    async fetchContests(signal) {
      // The home page is the current season's schedule, its past stages included.
      const html = await requestText(
        { url: `${base}/`, accept: 'text/html', maxBytes: BYTE_CAPS.smallList },
        deps.http,
        signal,
      );
      const schedule = readUcupSchedule(html);
      const { contests, filtered } = mapUcupSchedule(schedule);
      return { contests, malformed: schedule.rows.malformed, filtered };
    },
  };
}
