import type { FastifyRequest } from 'fastify';

const FEED_SECRET = /(\/calendar\/u\/)[^/?#]+/g;

/** `%XX` of ASCII characters decoded, as the router decodes a path before it matches a route. */
const decodeAscii = (path: string) =>
  path.replace(/%([0-7][0-9a-f])/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A URL fit for a log line: a personal feed's secret (its credential) is replaced, however the
 * path was spelt (`/calendar/%75/…` reaches the same feed as `/calendar/u/…`).
 */
export function redactUrl(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  const decoded = decodeAscii(path);
  if (!decoded.includes('/calendar/u/')) return url;
  return decoded.replace(FEED_SECRET, '$1[redacted]') + rest;
}

/** Fastify's request serializer, minus secrets: what a request log line says about it. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
