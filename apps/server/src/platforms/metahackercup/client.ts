import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, requestText, type HttpClientOptions } from '#server/platforms/http-client';
import type { PlatformAdapter } from '#server/platforms/types';
import { UpstreamError } from '#server/platforms/upstream-error';
import { mapHackerCupRounds, parseHackerCupBody } from './map';
import { parseHackerCupPage, queryIdIn } from './page';

export interface HackerCupAdapterDeps {
  baseUrl: string;
  http: HttpClientOptions;
}

const QUERY = 'CodingCompetitionsContestSeriesRootQuery';
/** A page preloads a few dozen bundles; the query is defined in one of the first. */
const HACKERCUP_MAX_BUNDLES = 12;

const changedPage = (field: string, detail: string) =>
  new UpstreamError(
    'unexpected_shape',
    `metahackercup: ${detail}`,
    false,
    undefined,
    `unexpected answer: field ${field}`,
  );

/**
 * Scripts are read from the page's own origin or Facebook's static host only: the page must
 * not be able to point the server anywhere else.
 */
function bundleUrl(href: string, pageUrl: string): string | undefined {
  const url = URL.parse(href, pageUrl);
  if (!url) return undefined;
  const own = url.origin === new URL(pageUrl).origin;
  return own || (url.protocol === 'https:' && url.hostname.endsWith('.fbcdn.net'))
    ? url.href
    : undefined;
}

/**
 * Meta Hacker Cup's rounds, as clist reads them: the series page gives a form token and its
 * script bundles, a bundle gives the persisted query's id, and Facebook's GraphQL answers the
 * query with the latest season's rounds. The id is kept while it works.
 */
export function createHackerCupAdapter(deps: HackerCupAdapterDeps): PlatformAdapter {
  const base = deps.baseUrl.replace(/\/+$/, '');
  const pageUrl = `${base}/codingcompetitions/hacker-cup/`;
  let queryId: string | undefined;

  async function findQueryId(bundles: readonly string[], signal: AbortSignal) {
    const urls = bundles.flatMap((href) => bundleUrl(href, pageUrl) ?? []);
    for (const url of urls.slice(0, HACKERCUP_MAX_BUNDLES)) {
      const js = await requestText({ url, maxBytes: BYTE_CAPS.hackerCupBundle }, deps.http, signal);
      const id = queryIdIn(js, QUERY);
      if (id) return id;
    }
    throw changedPage('doc_id', `no ${QUERY} id in the page's first ${urls.length} bundles`);
  }

  return {
    id: 'metahackercup',
    async fetchContests(signal) {
      const html = await requestText(
        { url: pageUrl, accept: 'text/html', maxBytes: BYTE_CAPS.hackerCupPage },
        deps.http,
        signal,
      );
      const page = parseHackerCupPage(html);
      if (!page.lsd) throw changedPage('LSD', 'no LSD token on the Hacker Cup page');
      queryId ??= await findQueryId(page.bundles, signal);
      const form = {
        lsd: page.lsd,
        fb_api_caller_class: 'RelayModern',
        fb_api_req_friendly_name: QUERY,
        variables: JSON.stringify({ series_vanity: 'hacker-cup' }),
        doc_id: queryId,
      };
      const raw = await requestJson(
        { url: `${base}/api/graphql/`, method: 'POST', form, maxBytes: BYTE_CAPS.smallList },
        deps.http,
        signal,
      );
      try {
        const { rows, malformed } = parseHackerCupBody(raw);
        return { contests: mapHackerCupRounds(rows), malformed };
      } catch (error) {
        // A stale id answers with errors: look it up again next time.
        queryId = undefined;
        throw error;
      }
    },
  };
}
