import type { IncomingHttpHeaders } from 'node:http';
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

// Compressed forms live as long as the cached answer they were made from: the promise while it
// is being made, then the bytes themselves, so that later sends need no promise round.
const compressed = new WeakMap<CachedAnswer, Map<ContentCoding, Buffer | Promise<Buffer>>>();

function compressedBody(answer: CachedAnswer, coding: ContentCoding): Buffer | Promise<Buffer> {
  let forms = compressed.get(answer);
  if (!forms) {
    forms = new Map();
    compressed.set(answer, forms);
  }
  let body = forms.get(coding);
  if (!body) {
    const making = compressors[coding](answer.body);
    making.then(
      (bytes) => forms.set(coding, bytes),
      // A failure is not kept: the next request tries again.
      () => forms.delete(coding),
    );
    forms.set(coding, making);
    body = making;
  }
  return body;
}

export interface CachedReplyPlan {
  status: 200 | 304;
  /** The same object for every request answered alike: callers may key their own caches on it. */
  headers: Readonly<Record<string, string>>;
  /** None for a 304; a promise only while the compressed form is first being made. */
  body?: Buffer | Promise<Buffer>;
}

interface CodingHeaders {
  ok: Readonly<Record<string, string>>;
  notModified: Readonly<Record<string, string>>;
  etag: string;
}

// Built once per answer and coding: the hot path allocates no headers.
const headersByAnswer = new WeakMap<CachedAnswer, Map<ContentCoding | 'identity', CodingHeaders>>();

function codingHeaders(answer: CachedAnswer, coding: ContentCoding | undefined): CodingHeaders {
  let byCoding = headersByAnswer.get(answer);
  if (!byCoding) {
    byCoding = new Map();
    headersByAnswer.set(answer, byCoding);
  }
  const key = coding ?? 'identity';
  let found = byCoding.get(key);
  if (!found) {
    const etag = coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
    const notModified = { etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
    const ok: Record<string, string> = {
      ...notModified,
      'content-type': 'application/json; charset=utf-8',
    };
    if (coding) ok['content-encoding'] = coding;
    found = { ok, notModified, etag };
    byCoding.set(key, found);
  }
  return found;
}

/**
 * What to answer for a cached JSON answer: compressed when the client accepts it, or 304 when the
 * client already holds these exact bytes. Each coding has its own ETag, since its bytes differ.
 */
export function planCachedReply(
  requestHeaders: IncomingHttpHeaders,
  answer: CachedAnswer,
): CachedReplyPlan {
  const coding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? negotiateEncoding(requestHeaders['accept-encoding'])
      : undefined;
  const headers = codingHeaders(answer, coding);
  const held = requestHeaders['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim() === headers.etag)) {
    return { status: 304, headers: headers.notModified };
  }
  return {
    status: 200,
    headers: headers.ok,
    body: coding ? compressedBody(answer, coding) : answer.body,
  };
}

/**
 * Sends a cached JSON answer through Fastify. Synchronous unless a compressed form is still being
 * made, and Fastify answers a handler that returns nothing without a promise round.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<void> | undefined {
  const { status, headers, body } = planCachedReply(request.headers, answer);
  reply.status(status).headers(headers);
  if (body instanceof Promise) {
    return body.then((bytes) => {
      reply.send(bytes);
    });
  }
  reply.send(body);
  return undefined;
}
