import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../services/contest-lists';
import { negotiateEncoding, type ContentCoding } from './negotiate-encoding';

/** Below this, compression saves less than its headers and CPU cost. */
const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at gzip's speed; each answer is compressed once, off the loop.
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

// Compressed forms live as long as the cached answer they were made from.
const compressed = new WeakMap<CachedAnswer, Map<ContentCoding, Promise<Buffer>>>();

function compressedBody(answer: CachedAnswer, coding: ContentCoding): Promise<Buffer> {
  let forms = compressed.get(answer);
  if (!forms) {
    forms = new Map<ContentCoding, Promise<Buffer>>();
    compressed.set(answer, forms);
  }
  let body = forms.get(coding);
  if (!body) {
    body = compressors[coding](answer.body);
    // A failure is not kept: the next request tries again.
    body.catch(() => forms.delete(coding));
    forms.set(coding, body);
  }
  return body;
}

/**
 * Sends a cached JSON answer, compressed when the client accepts it, or 304 when the client
 * already holds these exact bytes. Each coding has its own ETag, since its bytes differ.
 * Synchronous unless a compressed form is still being made: this is the lists' hot path, and
 * Fastify answers a handler that returns nothing without a promise round.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<void> | undefined {
  const coding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  const etag = coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim() === etag)) {
    reply.status(304).send();
    return undefined;
  }
  reply.type('application/json; charset=utf-8');
  if (!coding) {
    reply.send(answer.body);
    return undefined;
  }
  return compressedBody(answer, coding).then((body) => {
    reply.header('content-encoding', coding).send(body);
  });
}
