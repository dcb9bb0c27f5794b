import {
  followBodySchema,
  followingResponseSchema,
  followParamsSchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorAnswers, noContent } from '#server/http/responses';
import { asCallSource } from '#server/platforms/call-source';
import { followHandle } from '#server/services/following/follow-handle';
import { getFollowing, unfollowHandle } from '#server/services/following/list-following';

const tags = ['following'];
/** The existence check is one call at the platform's gate, behind what is queued there. */
const CHECK_WAIT_MS = 20_000;

/** Signed-in, under /user: the public handles the user follows (issue 49). */
export const followingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, handleSources } = app.ctx;

  app.get(
    '/following',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary: 'The handles the user follows',
        response: { 200: followingResponseSchema },
      },
    },
    async (request) => ({ following: await getFollowing(db, request.session.user.id) }),
  );

  app.post(
    '/following',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary: 'Follows a public handle (checked to exist on the platform; at most 100)',
        body: followBodySchema,
        response: { 204: noContent, ...errorAnswers(400, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const input = { userId: request.session.user.id, ...request.body };
      await asCallSource('user', () =>
        followHandle({ db, clock, handleSources }, input, AbortSignal.timeout(CHECK_WAIT_MS)),
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/following/:platform/:handle',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary: 'Stops following a handle; idempotent',
        params: followParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { platform, handle } = request.params;
      await unfollowHandle(db, request.session.user.id, platform, handle);
      return reply.status(204).send();
    },
  );
  done();
};
