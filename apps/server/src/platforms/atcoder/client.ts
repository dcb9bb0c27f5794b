import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, requestText, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { UpstreamError } from '#server/platforms/upstream-error';
import { mergeAtcoderContests, parseAtcoderProblemsBody } from './map';
import {
  OFF_THREAD_DEFAULTS,
  parsePageOffThread,
  type OffThreadOptions,
} from './parse-page-off-thread';

export interface AtcoderAdapterDeps {
  /** atcoder.jp: running and upcoming contests, from its contests page. */
  baseUrl: string;
  /** kenkoooo.com: past contests, from AtCoder Problems' list. */
  problemsBaseUrl: string;
  http: HttpClientOptions;
  /** The page's parse, off the server's thread (tests shorten the time limit). */
  parse?: Partial<OffThreadOptions>;
}

const pageTooLarge = (error: unknown) => {
  if (error instanceof UpstreamError && error.kind === 'too_big') {
    throw new UpstreamError('too_big', error.message, false, undefined, 'page too large');
  }
  throw error;
};

export function createAtcoderAdapter(deps: AtcoderAdapterDeps): PlatformAdapter {
  const pageUrl = `${deps.baseUrl}/contests/?lang=en`;
  const pastUrl = `${deps.problemsBaseUrl}/atcoder/resources/contests.json`;
  const parse: OffThreadOptions = { ...OFF_THREAD_DEFAULTS, ...deps.parse };
  return {
    id: 'atcoder',
    async fetchContests(signal) {
      // One after the other: both must answer, or the platform's sync fails as a whole.
      const html = await requestText(
        { url: pageUrl, accept: 'text/html', maxBytes: BYTE_CAPS.atcoderPage },
        deps.http,
        signal,
      ).catch(pageTooLarge);
      const page = await parsePageOffThread(html, parse);
      const past = parseAtcoderProblemsBody(
        await requestJson(
          { url: pastUrl, maxBytes: BYTE_CAPS.atcoderProblemsContests },
          deps.http,
          signal,
        ),
      );
      return { contests: mergeAtcoderContests(page, past.rows), malformed: past.malformed };
    },
  };
}
