import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import { malformedIn } from '#server/platforms/parse-rows';
import type { PlatformAdapter } from '#server/platforms/types';
import { mapCodechefContests, parseCodechefBody } from './map';

export interface CodechefAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

// Exactly the query the recorded samples were fetched with; past_contests still come newest first.
const CONTESTS_PATH = '/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all';

export function createCodechefAdapter(deps: CodechefAdapterDeps): PlatformAdapter {
  const url = `${deps.baseUrl}${CONTESTS_PATH}`;
  return {
    id: 'codechef',
    async fetchContests(signal) {
      const raw = await requestJson(
        { url, maxBytes: BYTE_CAPS.codechefContests },
        deps.http,
        signal,
      );
      const body = parseCodechefBody(raw);
      const { present_contests: present, future_contests: future, past_contests: past } = body;
      return { contests: mapCodechefContests(body), malformed: malformedIn(present, future, past) };
    },
  };
}
