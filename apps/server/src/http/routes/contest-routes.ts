import { pastQuerySchema, upcomingQuerySchema } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { ContestLists } from '../../services/contest-lists';
import { parseInput } from '../parse-input';
import { sendCached } from '../send-cached';

const rawQuery = (url: string) => url.slice(url.indexOf('?') + 1 || url.length);

// The handlers are not async: a cached answer (nearly every request) is sent synchronously, and a
// handler that returns nothing spares Fastify a promise per request.
export function registerContestRoutes(app: FastifyInstance, deps: { lists: ContestLists }) {
  // `upcomming` is the first client's spelling, kept so that client keeps working.
  const { lists } = deps;
  for (const path of ['/contests/upcomming_contest', '/contests/upcoming']) {
    app.get(path, (request, reply) => {
      const raw = `upcoming?${rawQuery(request.url)}`;
      const hit = lists.peek(raw);
      if (hit) return sendCached(request, reply, hit);
      const query = parseInput(upcomingQuerySchema, request.query);
      return lists.upcoming(query).then((answer) => {
        lists.remember(raw, answer);
        return sendCached(request, reply, answer);
      });
    });
  }

  app.get('/contests/past_contest', (request, reply) => {
    const raw = `past?${rawQuery(request.url)}`;
    const hit = lists.peek(raw);
    if (hit) return sendCached(request, reply, hit);
    const query = parseInput(pastQuerySchema, request.query);
    return lists.past(query).then((answer) => {
      lists.remember(raw, answer);
      return sendCached(request, reply, answer);
    });
  });
}
