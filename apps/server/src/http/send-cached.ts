import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../services/contest-lists';

/** Sends a cached JSON answer, or 304 when the client already holds these exact bytes. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim() === answer.etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
