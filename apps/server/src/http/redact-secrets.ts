import type { FastifyRequest } from 'fastify';

const FEED_SECRET = /(\/calendar\/u\/)[^/?#]+/g;

/** A URL fit for a log line: a personal feed's secret (its credential) is replaced. */
export function redactUrl(url: string): string {
  return url.replace(FEED_SECRET, '$1[redacted]');
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
