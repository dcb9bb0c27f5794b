import { uploadSolutionBodySchema, type UploadSolutionResponse } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import { setVideoSolution } from '../../db/contests-repository';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isAdmin } from '../../services/get-profile';
import type { Authenticator } from '../authenticate';
import { parseInput } from '../parse-input';
import type { RateLimits } from '../rate-limits';

export interface SolutionRoutesDeps {
  db: Db;
  auth: Authenticator;
  adminEmails: readonly string[];
  limits: RateLimits;
  /** The public lists carry solution links: they must hear of a change. */
  onContestChanged: () => void;
}

export function registerSolutionRoutes(app: FastifyInstance, deps: SolutionRoutesDeps) {
  app.post('/contests/upload_solution', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    if (!isAdmin(user, deps.adminEmails)) {
      throw new AppError('forbidden', 'Only admins can add solution links.');
    }
    const { contestId, videoSolution } = parseInput(uploadSolutionBodySchema, request.body);
    if (!(await setVideoSolution(deps.db, contestId, videoSolution))) {
      throw new AppError('not_found', `No contest with id '${contestId}'`);
    }
    deps.onContestChanged();
    return reply.send({ contestId, videoSolution } satisfies UploadSolutionResponse);
  });
}
