import { pastQuerySchema, upcomingQuerySchema } from '@contest-tracker/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database';
import type { ContestLists } from '#server/services/contest-lists';
import { hidingViewer } from '#server/services/hidden-series';
import type { Authenticator } from '#server/http/authenticate';
import { parseInput } from '#server/http/parse-input';
import type { RateLimits } from '#server/http/rate-limits';
import { sendAnswer } from '#server/http/send-answer';

/** `upcomming` is the first client's spelling, kept so that client keeps working. */
const UPCOMING_PATHS = ['/contests/upcomming_contest', '/contests/upcoming'];

export interface ContestRoutesDeps {
  lists: ContestLists;
  db: Db;
  auth: Authenticator;
  limits: RateLimits;
}

export function registerContestRoutes(app: FastifyInstance, deps: ContestRoutesDeps) {
  const { lists } = deps;

  /** Only a request with a token asks the database who it is; a list without one is all memory. */
  async function viewerOf(request: FastifyRequest) {
    if (!request.headers.authorization) return undefined;
    const session = await deps.auth.optionalUser(request);
    return session ? hidingViewer(deps.db, session.user.id) : undefined;
  }

  for (const path of UPCOMING_PATHS) {
    app.get(path, async (request, reply) => {
      const answer = await lists.upcoming(parseInput(upcomingQuerySchema, request.query));
      return sendAnswer(request, reply, answer);
    });
  }
  app.get('/contests/past_contest', deps.limits.readWithToken(), async (request, reply) => {
    const query = parseInput(pastQuerySchema, request.query);
    // Who asks can change the answer, so no cache may give one user's answer to another.
    reply.header('vary', 'authorization');
    const viewer = await viewerOf(request);
    if (!viewer) return sendAnswer(request, reply, await lists.past(query));
    const answer = await lists.pastFor(query, viewer);
    return sendAnswer(request, reply, answer, { cacheControl: 'private, no-cache' });
  });
}
