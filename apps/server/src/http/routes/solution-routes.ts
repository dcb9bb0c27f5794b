import { uploadSolutionBodySchema, type UploadSolutionResponse } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { setSolution } from '#server/services/set-solution';
import type { Authenticator } from '#server/http/authenticate';
import { parseInput } from '#server/http/parse-input';
import type { RateLimits } from '#server/http/rate-limits';

export interface SolutionRoutesDeps {
  db: Db;
  clock: Clock;
  auth: Authenticator;
  adminEmails: readonly string[];
  limits: RateLimits;
  /** The public lists carry solution links: they must hear of a change. */
  onContestChanged: () => Promise<void>;
}

export function registerSolutionRoutes(app: FastifyInstance, deps: SolutionRoutesDeps) {
  app.post('/contests/upload_solution', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const { contestId, videoSolution } = parseInput(uploadSolutionBodySchema, request.body);
    await setSolution({
      db: deps.db,
      user,
      adminEmails: deps.adminEmails,
      contestId,
      videoSolution,
      now: deps.clock.now(),
    });
    await deps.onContestChanged();
    return reply.send({ contestId, videoSolution } satisfies UploadSolutionResponse);
  });
}
