import { pastQuerySchema, upcomingQuerySchema } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { ContestLists } from '../../services/contest-lists';
import { parseInput } from '../parse-input';
import { sendCached } from '../send-cached';

/** The public list paths and the list each answers. `upcomming` is the first client's spelling. */
export const LIST_PATHS: Readonly<Record<string, 'upcoming' | 'past'>> = {
  '/contests/upcomming_contest': 'upcoming',
  '/contests/upcoming': 'upcoming',
  '/contests/past_contest': 'past',
};

/** The key an answer is remembered under: the list and the query string exactly as sent. */
export function rawListKey(list: 'upcoming' | 'past', url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? `${list}?` : `${list}?${url.slice(query + 1)}`;
}

// The handlers are not async: a cached answer (nearly every request) is sent synchronously, and a
// handler that returns nothing spares Fastify a promise per request.
export function registerContestRoutes(app: FastifyInstance, deps: { lists: ContestLists }) {
  const { lists } = deps;
  for (const [path, list] of Object.entries(LIST_PATHS)) {
    app.get(path, (request, reply) => {
      const raw = rawListKey(list, request.url);
      const hit = lists.peek(raw);
      if (hit) return sendCached(request, reply, hit);
      const answer =
        list === 'upcoming'
          ? lists.upcoming(parseInput(upcomingQuerySchema, request.query))
          : lists.past(parseInput(pastQuerySchema, request.query));
      return answer.then((built) => {
        lists.remember(raw, built);
        return sendCached(request, reply, built);
      });
    });
  }
}
