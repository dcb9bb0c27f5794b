import {
  contestParamsSchema,
  contestResponseSchema,
  firstClientContestResponseSchema,
  pastContestsResponseSchema,
  pastQuerySchema,
  upcomingContestsResponseSchema,
  upcomingQuerySchema,
  type UpcomingQuery,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  toFirstClientContest,
  toFirstClientPast,
  toFirstClientUpcoming,
} from '#server/services/first-client-shape';
import { getContest } from '#server/services/get-contest';
import { EXAMPLE_CONTEST, EXAMPLE_PAST, EXAMPLE_UPCOMING } from '#server/http/api-examples';
import { errorAnswers } from '#server/http/responses';
import { addVary, sendHeldOr } from '#server/http/send-answer';
import { sendPastForCaller } from './past-for-caller';

const tags = ['first client'];
/** The first client's lists, in the lists' memory under keys of their own. */
const FIRST = 'first';

const upcoming = {
  tags,
  summary: "Running and upcoming contests, soonest first, in the first client's shape",
  querystring: upcomingQuerySchema,
  response: { 200: upcomingContestsResponseSchema.meta({ examples: [EXAMPLE_UPCOMING] }) },
};
const oneContest = {
  tags,
  summary: "One contest by id, in the first client's shape",
  params: contestParamsSchema,
  response: {
    200: contestResponseSchema.meta({ examples: [{ contest: EXAMPLE_CONTEST }] }),
    ...errorAnswers(404),
  },
};

/**
 * Public, under /contests: the first client's dialect (display names in `type`, `start_date`,
 * minutes, `_id`), each answer a mapping of ours (/api/contests), so both always agree.
 */
export const contestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { lists, db, clock, limits } = app.ctx;

  const answerUpcoming = (request: FastifyRequest, reply: FastifyReply, query: UpcomingQuery) =>
    sendHeldOr(request, reply, lists.upcomingAsHeld(FIRST, query), () =>
      lists.upcomingAs(FIRST, query, toFirstClientUpcoming),
    );
  app.get('/upcoming', { schema: upcoming }, (request, reply) =>
    answerUpcoming(request, reply, request.query),
  );
  // The first client's spelling, kept so that client keeps working.
  app.get(
    '/upcomming_contest',
    { schema: { ...upcoming, summary: `${upcoming.summary} (its own path)` } },
    (request, reply) => answerUpcoming(request, reply, request.query),
  );

  app.get(
    '/past_contest',
    {
      onRequest: limits.readWithToken,
      schema: {
        tags,
        summary:
          "Past contests, newest first, a page at a time, in the first client's shape (with a token: without hidden series, with your results)",
        querystring: pastQuerySchema,
        response: {
          200: pastContestsResponseSchema.meta({ examples: [EXAMPLE_PAST] }),
          ...errorAnswers(429),
        },
      },
    },
    (request, reply) => {
      // Who asks can change the answer, so no cache may give one user's answer to another.
      addVary(reply, 'authorization');
      const { query } = request;
      const shared = () => lists.pastAs(FIRST, query, toFirstClientPast);
      if (request.headers.authorization) {
        return sendPastForCaller(app, request, reply, query, { shared, map: toFirstClientPast });
      }
      return sendHeldOr(request, reply, lists.pastAsHeld(FIRST, query), shared);
    },
  );

  const answerOne = async (request: { params: { id: string } }) => ({
    contest: toFirstClientContest(
      await getContest({ db, id: request.params.id, now: clock.now() }),
    ),
  });
  app.get('/:id', { config: { budget: 'read' }, schema: oneContest }, answerOne);
  app.get(
    '/getContestById/:id',
    {
      config: { budget: 'read' },
      schema: {
        ...oneContest,
        summary: `${oneContest.summary} (its own path)`,
        response: {
          ...oneContest.response,
          200: firstClientContestResponseSchema.meta({
            examples: [{ contest: EXAMPLE_CONTEST, data: [] }],
          }),
        },
      },
    },
    async (request) => ({ ...(await answerOne(request)), data: [] }),
  );
  done();
};
