import { z } from 'zod';
import { BYTE_CAPS } from '#server/platforms/byte-caps';
import {
  requestJson,
  requestText,
  type HttpClientOptions,
  type UpstreamAnswer,
} from '#server/platforms/http-client';
import { UpstreamError } from '#server/platforms/upstream-error';

/** Django's refusal of a POST without Referer or csrftoken (WhatsMyName #886 quotes it). */
class CsrfRefused extends UpstreamError {}

const refused = (status: number, why: string, Kind = UpstreamError) =>
  new Kind(
    'refused',
    `leetcode: HTTP ${status}: ${why}`,
    false,
    undefined,
    `refused by LeetCode (${status})`,
  );

/**
 * LeetCode's ways of saying no, read before any status or parse rule: its CSRF page, any other
 * 403 (Cloudflare's block), and Cloudflare's challenge page whatever its status.
 */
export function leetcodeRefusal({ status, headers, text }: UpstreamAnswer) {
  if (status === 403 && text.includes('CSRF verification failed')) {
    return refused(status, 'CSRF verification failed', CsrfRefused);
  }
  const challenge =
    headers.get('cf-mitigated') === 'challenge' ||
    /<title>Just a moment\.\.\.<\/title>/i.test(text);
  if (challenge) return refused(status, 'Cloudflare challenge');
  if (status === 403) return refused(status, text.replace(/\s+/g, ' ').trim().slice(0, 200));
  return undefined;
}

/** Django's token: letters and digits (32 or 64 of them). */
const csrfToken = z.string().regex(/^[A-Za-z0-9]{16,128}$/);

/**
 * POSTs to LeetCode's GraphQL as its own contest page does: Referer and Origin of the page, and,
 * once the server has demanded one, the page's csrftoken as cookie and header. The token is kept
 * for later calls; a refusal of it fetches a fresh one, and the call is tried once more.
 */
export function createLeetcodeCaller(deps: { baseUrl: string; http: HttpClientOptions }) {
  const base = deps.baseUrl;
  const page = `${base}/contest/`;
  let token: string | undefined;
  const post = (body: unknown, signal: AbortSignal) =>
    requestJson(
      {
        url: `${base}/graphql`,
        method: 'POST',
        body,
        maxBytes: BYTE_CAPS.leetcode,
        headers: {
          referer: page,
          origin: new URL(base).origin,
          ...(token === undefined ? {} : { cookie: `csrftoken=${token}`, 'x-csrftoken': token }),
        },
        refusal: leetcodeRefusal,
      },
      deps.http,
      signal,
    );
  const freshToken = async (signal: AbortSignal) => {
    let found: string | undefined;
    await requestText(
      {
        url: page,
        accept: 'text/html',
        maxBytes: BYTE_CAPS.leetcode,
        refusal: leetcodeRefusal,
        onHeaders(headers) {
          const cookie = headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
          const parsed = csrfToken.safeParse(cookie?.slice('csrftoken='.length).split(';')[0]);
          found = parsed.success ? parsed.data : undefined;
        },
      },
      deps.http,
      signal,
    );
    if (found === undefined) throw refused(403, 'CSRF verification failed; no csrftoken to send');
    return found;
  };
  return async (body: unknown, signal: AbortSignal): Promise<unknown> => {
    try {
      return await post(body, signal);
    } catch (error) {
      if (!(error instanceof CsrfRefused)) throw error;
      token = await freshToken(signal);
      return await post(body, signal);
    }
  };
}
