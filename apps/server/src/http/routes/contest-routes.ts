import {
  contestParamsSchema,
  contestResponseSchema,
  firstClientContestResponseSchema,
  pastContestsResponseSchema,
  pastQuerySchema,
  upcomingContestsResponseSchema,
  upcomingQuerySchema,
  type PastQuery,
  type UpcomingQuery,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getContest } from '#server/services/get-contest';
import { withYourResults } from '#server/services/handles/with-your-results';
import { hidingViewer } from '#server/services/hidden-series';
import { EXAMPLE_CONTEST, EXAMPLE_PAST, EXAMPLE_UPCOMING } from '#server/http/api-examples';
import { errorAnswers } from '#server/http/responses';
import { addVary, sendAnswer, sendHeldOr } from '#server/http/send-answer';

const tags = ['contests'];
const upcoming = {
  tags,
  summary: 'Running and upcoming contests, soonest first',
  querystring: upcomingQuerySchema,
  response: { 200: upcomingContestsResponseSchema.meta({ examples: [EXAMPLE_UPCOMING] }) },
};
const oneContest = {
  tags,
  summary: 'One contest by id',
  params: contestParamsSchema,
  response: {
    200: contestResponseSchema.meta({ examples: [{ contest: EXAMPLE_CONTEST }] }),
    ...errorAnswers(404),
  },
};

/** Public, under /contests: the lists (answered from memory) and one contest. */
export const contestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { lists, db, auth, clock, limits } = app.ctx;

  /** Only a request with a token asks the database who it is; a list without one is all memory. */
  async function whoAsks(request: FastifyRequest) {
    const session = await auth.optionalUser(request);
    if (!session) return undefined;
    const userId = session.user.id;
    return { userId, hiding: await hidingViewer(db, userId) };
  }

  const answerUpcoming = (request: FastifyRequest, reply: FastifyReply, query: UpcomingQuery) =>
    sendHeldOr(request, reply, lists.upcomingHeld(query), () => lists.upcoming(query));
  app.get('/upcoming', { schema: upcoming }, (request, reply) =>
    answerUpcoming(request, reply, request.query),
  );
  // The first client's spelling, kept so that client keeps working.
  app.get(
    '/upcomming_contest',
    { schema: { ...upcoming, summary: `${upcoming.summary} (the first client's path)` } },
    (request, reply) => answerUpcoming(request, reply, request.query),
  );

  /** A past page as the holder of a token sees it: without their hidden series, with their results. */
  async function answerPastWithToken(
    request: FastifyRequest,
    reply: FastifyReply,
    query: PastQuery,
  ) {
    const who = await whoAsks(request);
    if (!who) {
      await sendAnswer(request, reply, await lists.past(query));
      return;
    }
    const page = who.hiding ? await lists.pastFor(query, who.hiding) : await lists.past(query);
    const yours = await withYourResults(db, who.userId, page);
    const personal = who.hiding !== undefined || yours !== undefined;
    await sendAnswer(request, reply, yours ?? page, {
      ...(personal ? { cacheControl: 'private, no-cache' } : {}),
    });
  }

  app.get(
    '/past_contest',
    {
      onRequest: limits.readWithToken,
      schema: {
        tags,
        summary:
          'Past contests, newest first, a page at a time (with a token: without hidden series, with your results)',
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
      if (request.headers.authorization) return answerPastWithToken(request, reply, request.query);
      return sendHeldOr(request, reply, lists.pastHeld(request.query), () =>
        lists.past(request.query),
      );
    },
  );

  const answerOne = async (request: { params: { id: string } }) => ({
    contest: await getContest({ db, id: request.params.id, now: clock.now() }),
  });
  app.get('/:id', { config: { budget: 'read' }, schema: oneContest }, answerOne);
  app.get(
    '/getContestById/:id',
    {
      config: { budget: 'read' },
      schema: {
        ...oneContest,
        summary: `${oneContest.summary} (the first client's path)`,
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
