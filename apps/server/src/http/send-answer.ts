import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '#server/lib/answer-cache';
import { negotiateEncoding } from './negotiate-encoding';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Adds to Vary rather than replacing it: CORS may have said `Origin` already. */
export function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', typeof current === 'string' && current ? `${current}, ${value}` : value);
}

/**
 * Sends a cached answer (JSON unless `type` says otherwise): compressed when the client accepts it (each coding has its own
 * ETag, since its bytes differ), or 304 when the client already holds these exact bytes.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  options: { type?: string; cacheControl?: string } = {},
) {
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  const form = (coding && answer[coding]) || answer.identity;
  reply.header('etag', form.etag).header('cache-control', options.cacheControl ?? 'no-cache');
  addVary(reply, 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held?.split(',').some((tag) => tag.trim() === form.etag)) {
    return reply.status(304).send();
  }
  if (form.coding) reply.header('content-encoding', form.coding);
  return reply.type(options.type ?? JSON_TYPE).send(form.body);
}

/**
 * Sends the answer already in memory at once, else the one `build` makes. The commonest request
 * (a list in memory) then makes no promise: a sync handler that has sent returns nothing.
 */
export function sendHeldOr(
  request: FastifyRequest,
  reply: FastifyReply,
  held: CachedAnswer | undefined,
  build: () => Promise<CachedAnswer>,
): Promise<void> | undefined {
  if (held) {
    sendAnswer(request, reply, held);
    return undefined;
  }
  return build().then(async (answer) => {
    // A reply is thenable: this settles once the answer is out, so Fastify adds nothing to it.
    await sendAnswer(request, reply, answer);
  });
}
