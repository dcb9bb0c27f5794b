import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContestLists } from '#server/services/contest-lists';
import { noContent } from './responses';
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

/**
 * A browser page that sends a header of its own (`Authorization: ApiKey …`, as clist's clients
 * do) first asks with OPTIONS; this answers that it may, for GET, with any key (ignored).
 */
export function answerPreflight(app: FastifyInstance, path: string, tags: string[]): void {
  app.options(
    path,
    {
      schema: {
        tags,
        summary: 'CORS preflight: a page may send Authorization (ignored) with its GET',
        response: { 204: noContent },
      },
    },
    (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET')
        .header('access-control-allow-headers', 'authorization')
        .header('access-control-max-age', '86400')
        .status(204)
        .send(),
  );
}
