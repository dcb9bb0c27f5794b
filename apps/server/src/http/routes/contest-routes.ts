import { pastQuerySchema, upcomingQuerySchema } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { ContestLists } from '#server/services/contest-lists';
import { parseInput } from '#server/http/parse-input';
import { sendAnswer } from '#server/http/send-answer';

/** `upcomming` is the first client's spelling, kept so that client keeps working. */
const UPCOMING_PATHS = ['/contests/upcomming_contest', '/contests/upcoming'];

export function registerContestRoutes(app: FastifyInstance, deps: { lists: ContestLists }) {
  const { lists } = deps;
  for (const path of UPCOMING_PATHS) {
    app.get(path, async (request, reply) => {
      const answer = await lists.upcoming(parseInput(upcomingQuerySchema, request.query));
      return sendAnswer(request, reply, answer);
    });
  }
  app.get('/contests/past_contest', async (request, reply) => {
    const answer = await lists.past(parseInput(pastQuerySchema, request.query));
    return sendAnswer(request, reply, answer);
  });
}
