import { requestJson, requestText, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { mergeAtcoderContests, parseAtcoderProblemsBody } from './map';
import { parseAtcoderContestsPage } from './parse-page';

export interface AtcoderAdapterDeps {
  /** atcoder.jp: running and upcoming contests, from its contests page. */
  baseUrl: string;
  /** kenkoooo.com: past contests, from AtCoder Problems' list. */
  problemsBaseUrl: string;
  http: HttpClientOptions;
}

const trim = (base: string) => base.replace(/\/+$/, '');

export function createAtcoderAdapter(deps: AtcoderAdapterDeps): PlatformAdapter {
  const pageUrl = `${trim(deps.baseUrl)}/contests/?lang=en`;
  const pastUrl = `${trim(deps.problemsBaseUrl)}/atcoder/resources/contests.json`;
  return {
    id: 'atcoder',
    async fetchContests(signal) {
      // One after the other: both must answer, or the platform's sync fails as a whole.
      const page = parseAtcoderContestsPage(
        await requestText({ url: pageUrl, accept: 'text/html' }, deps.http, signal),
      );
      const past = parseAtcoderProblemsBody(await requestJson({ url: pastUrl }, deps.http, signal));
      return mergeAtcoderContests(page, past);
    },
  };
}
