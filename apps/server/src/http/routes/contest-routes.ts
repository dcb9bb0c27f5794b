import { pastQuerySchema, upcomingQuerySchema } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { ContestLists } from '../../services/contest-lists';
import { parseInput } from '../parse-input';
import { sendCached } from '../send-cached';

export function registerContestRoutes(app: FastifyInstance, deps: { lists: ContestLists }) {
  // `upcomming` is the first client's spelling, kept so that client keeps working.
  for (const path of ['/contests/upcomming_contest', '/contests/upcoming']) {
    app.get(path, async (request, reply) => {
      const query = parseInput(upcomingQuerySchema, request.query);
      return sendCached(request, reply, await deps.lists.upcoming(query));
    });
  }

  app.get('/contests/past_contest', async (request, reply) => {
    const query = parseInput(pastQuerySchema, request.query);
    return sendCached(request, reply, await deps.lists.past(query));
  });
}
