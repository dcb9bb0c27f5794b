import {
  attachQueuedVideoBodySchema,
  queuedVideoParamsSchema,
  solutionQueueQuerySchema,
} from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { Authenticator } from '#server/http/authenticate';
import { parseInput } from '#server/http/parse-input';
import type { RateLimits } from '#server/http/rate-limits';
import {
  attachQueuedVideo,
  dismissQueuedVideo,
  getSolutionQueue,
  requireAdmin,
} from '#server/services/solution-queue';

export interface SolutionQueueRoutesDeps {
  db: Db;
  clock: Clock;
  auth: Authenticator;
  adminEmails: readonly string[];
  limits: RateLimits;
  onContestChanged: () => Promise<void>;
}

/** The admins' review queue of matched-but-uncertain solution videos. */
export function registerSolutionQueueRoutes(app: FastifyInstance, deps: SolutionQueueRoutesDeps) {
  app.get('/api/admin/solutions', deps.limits.signedInRead(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    requireAdmin(user, deps.adminEmails);
    const { page } = parseInput(solutionQueueQuerySchema, request.query);
    const body = await getSolutionQueue({ db: deps.db, page, now: deps.clock.now() });
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post(
    '/api/admin/solutions/:videoId/attach',
    deps.limits.signedInWrite(),
    async (request, reply) => {
      const { user } = await deps.auth.requireUser(request);
      requireAdmin(user, deps.adminEmails);
      const { videoId } = parseInput(queuedVideoParamsSchema, request.params);
      const { contestId } = parseInput(attachQueuedVideoBodySchema, request.body ?? {});
      const saved = await attachQueuedVideo({
        db: deps.db,
        videoId,
        contestId,
        now: deps.clock.now(),
      });
      await deps.onContestChanged();
      return reply.send(saved);
    },
  );

  app.post(
    '/api/admin/solutions/:videoId/dismiss',
    deps.limits.signedInWrite(),
    async (request, reply) => {
      const { user } = await deps.auth.requireUser(request);
      requireAdmin(user, deps.adminEmails);
      const { videoId } = parseInput(queuedVideoParamsSchema, request.params);
      await dismissQueuedVideo({ db: deps.db, videoId });
      return reply.status(204).send();
    },
  );
}
