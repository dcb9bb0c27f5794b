import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContestLists } from '#server/services/contest-lists';
import { sendAnswer } from './send-answer';

/** What a page on another origin may read of a dialect's answer besides its body. */
const EXPOSED = 'etag, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset';

/**
 * The dialects are public read-only APIs other sites and bots call from anywhere: every answer of
 * the plugin (errors too, so that a page can read a 429) is open to any origin.
 */
export function openToAnyOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSED);
    done();
  });
}

/**
 * Sends the shared answer for `key` (built once by `build` and kept with the lists' answers, so
 * dropped when the contests change or one starts or ends), or 304 for a held ETag.
 */
export async function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  lists: ContestLists,
  answer: { key: string; build: (now: Date) => Promise<unknown>; type?: string },
) {
  const held = lists.sharedHeld(answer.key);
  const cached = held ?? (await lists.shared(answer.key, answer.build));
  return sendAnswer(request, reply, cached, answer.type ? { type: answer.type } : {});
}
