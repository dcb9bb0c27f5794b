import {
  attachQueuedVideoBodySchema,
  attachQueuedVideoResponseSchema,
  queuedVideoParamsSchema,
  solutionQueueQuerySchema,
  solutionQueueResponseSchema,
  uploadSolutionBodySchema,
  uploadSolutionResponseSchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { setSolution } from '#server/services/set-solution';
import {
  attachQueuedVideo,
  dismissQueuedVideo,
  getSolutionQueue,
} from '#server/services/solution-queue';
import { errorAnswers, noContent } from '#server/http/responses';

const tags = ['admin'];
const review = { adminAction: 'review solution videos' } as const;

/** Admin-only: solution links, and the review queue of matched-but-uncertain solution videos. */
export const adminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, announceContestChange } = app.ctx;

  app.post(
    '/contests/upload_solution',
    {
      config: { budget: 'write', adminAction: 'add solution links' },
      schema: {
        tags,
        summary: "Sets (or with null removes) an ended contest's solution video",
        body: uploadSolutionBodySchema,
        response: { 200: uploadSolutionResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const { contestId, videoSolution } = request.body;
      await setSolution({ db, contestId, videoSolution, now: clock.now() });
      // The public lists carry solution links: every instance must hear of the change.
      await announceContestChange();
      return { contestId, videoSolution };
    },
  );

  app.get(
    '/api/admin/solutions',
    {
      config: { budget: 'read', ...review },
      schema: {
        tags,
        summary: 'Matched videos waiting for an admin, newest first',
        querystring: solutionQueueQuerySchema,
        response: { 200: solutionQueueResponseSchema },
      },
    },
    async (request) => getSolutionQueue({ db, page: request.query.page, now: clock.now() }),
  );

  app.post(
    '/api/admin/solutions/:videoId/attach',
    {
      config: { budget: 'write', ...review },
      schema: {
        tags,
        summary: 'Attaches a queued video to one of its candidate contests',
        params: queuedVideoParamsSchema,
        body: attachQueuedVideoBodySchema,
        response: { 200: attachQueuedVideoResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const saved = await attachQueuedVideo({
        db,
        videoId: request.params.videoId,
        contestId: request.body.contestId,
        now: clock.now(),
      });
      await announceContestChange();
      return saved;
    },
  );

  app.post(
    '/api/admin/solutions/:videoId/dismiss',
    {
      config: { budget: 'write', ...review },
      schema: {
        tags,
        summary: 'Dismisses a queued video',
        params: queuedVideoParamsSchema,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await dismissQueuedVideo({ db, videoId: request.params.videoId });
      return reply.status(204).send();
    },
  );
  done();
};
