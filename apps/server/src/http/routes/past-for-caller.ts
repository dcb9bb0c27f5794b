import type { ApiPastResponse, PastQuery } from '@contest-tracker/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uncachedAnswer, type CachedAnswer } from '#server/lib/answer-cache';
import { readPastAnswer } from '#server/services/contest-lists';
import { withYourResults } from '#server/services/handles/with-your-results';
import { hidingViewer } from '#server/services/hidden-series';
import { sendAnswer } from '#server/http/send-answer';

/**
 * A past page asked with a token, in any dialect: without the caller's hidden series, with their
 * results. A caller who hides nothing and took part in none of the page's contests gets the
 * shared answer (`shared`); anyone else an answer built for them alone, never kept by a cache.
 */
export async function sendPastForCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PastQuery,
  dialect: { shared: () => Promise<CachedAnswer>; map: (ours: ApiPastResponse) => unknown },
): Promise<void> {
  const { lists, db, auth } = app.ctx;
  // Only a request with a token asks the database who it is; a list without one is all memory.
  const session = await auth.optionalUser(request);
  if (!session) {
    await sendAnswer(request, reply, await dialect.shared());
    return;
  }
  const userId = session.user.id;
  const hiding = await hidingViewer(db, userId);
  const page = hiding
    ? await lists.pastFor(query, hiding)
    : readPastAnswer(await lists.past(query));
  const yours = await withYourResults(db, userId, page);
  if (!hiding && !yours) {
    await sendAnswer(request, reply, await dialect.shared());
    return;
  }
  const body = Buffer.from(JSON.stringify(dialect.map(yours ?? page)));
  await sendAnswer(request, reply, uncachedAnswer(body), { cacheControl: 'private, no-cache' });
}
