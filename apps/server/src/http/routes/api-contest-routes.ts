import {
  apiContestResponseSchema,
  apiPastResponseSchema,
  apiUpcomingResponseSchema,
  contestParamsSchema,
  pastQuerySchema,
  ratingChangesPendingSchema,
  ratingChangesQuerySchema,
  ratingChangesResponseSchema,
  upcomingQuerySchema,
  type ApiPastResponse,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { uncachedAnswer } from '#server/lib/answer-cache';
import { getContest } from '#server/services/get-contest';
import { getRatingChanges } from '#server/services/ratings/get-rating-changes';
import { API_CONTEST, API_PAST, API_UPCOMING } from '#server/http/api-examples';
import { errorAnswers } from '#server/http/responses';
import { addVary, sendAnswer, sendHeldOr } from '#server/http/send-answer';
import { sendPastForCaller } from './past-for-caller';

const tags = ['contests'];

/**
 * Public, under /api/contests: our own contest shape (platform ids, ISO instants, seconds), the
 * one the web app reads and every dialect is mapped from. Answered from the lists' memory.
 */
export const apiContestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { lists, db, clock, limits } = app.ctx;

  app.get(
    '/upcoming',
    {
      schema: {
        tags,
        summary: 'Running contests (ending soonest), then upcoming ones (starting soonest)',
        querystring: upcomingQuerySchema,
        response: { 200: apiUpcomingResponseSchema.meta({ examples: [API_UPCOMING] }) },
      },
    },
    (request, reply) =>
      sendHeldOr(request, reply, lists.upcomingHeld(request.query), () =>
        lists.upcoming(request.query),
      ),
  );

  app.get(
    '/past',
    {
      onRequest: limits.readWithToken,
      schema: {
        tags,
        summary:
          'Past contests, newest first, a page at a time (with a token: without your hidden series, with your results)',
        querystring: pastQuerySchema,
        response: {
          200: apiPastResponseSchema.meta({ examples: [API_PAST] }),
          ...errorAnswers(429),
        },
      },
    },
    (request, reply) => {
      // Who asks can change the answer, so no cache may give one user's answer to another.
      addVary(reply, 'authorization');
      const { query } = request;
      if (request.headers.authorization) {
        return sendPastForCaller(app, request, reply, query, {
          shared: () => lists.past(query),
          map: (ours: ApiPastResponse) => ours,
        });
      }
      return sendHeldOr(request, reply, lists.pastHeld(query), () => lists.past(query));
    },
  );

  app.get(
    '/:id',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary: 'One contest by id',
        params: contestParamsSchema,
        response: {
          200: apiContestResponseSchema.meta({ examples: [{ contest: API_CONTEST }] }),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const contest = await getContest({ db, id: request.params.id, now: clock.now() });
      // Its bytes' ETag, so a client holding them is answered 304 like the lists.
      await sendAnswer(request, reply, uncachedAnswer(Buffer.from(JSON.stringify({ contest }))));
    },
  );
  app.get(
    '/:id/rating-changes',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary:
          'Rating changes of a finished rated round for up to 50 handles: predicted, then official (final)',
        params: contestParamsSchema,
        querystring: ratingChangesQuerySchema,
        response: {
          200: ratingChangesResponseSchema,
          202: ratingChangesPendingSchema.describe('Being predicted: ask again after Retry-After'),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await getRatingChanges({
        db,
        contestId: request.params.id,
        handles: request.query.handles,
      });
      // Predictions are replaced every few minutes, and 'final' turns once.
      reply.header('cache-control', 'no-cache');
      if (answer.status === 202) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(answer.status).send(answer.body);
    },
  );
  done();
};

/** A round's first prediction takes a minute or two (its standings and ratings at the gate). */
const RETRY_AFTER_SECONDS = 60;
