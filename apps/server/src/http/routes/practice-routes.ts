import {
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  skipRecommendationBodySchema,
} from '@contest-tracker/contract';
import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/http/responses';
import { sendAnswer } from '#server/http/send-answer';
import { asCallSource } from '#server/platforms/call-source';
import { refreshUpsolve } from '#server/services/handles/refresh-results';
import { catalogsOf } from '#server/services/practice/catalogs';
import { createRecommender } from '#server/services/practice/recommender';

const tags = ['practice'];
/** A catalog read (once a day) may be due when a person asks: Codeforces' gate and 1.5 MB. */
const CATALOG_WAIT_MS = 20_000;
/** The read of the submissions 'Solved it' asks for, behind the gate's other calls. */
const CHECK_WAIT_MS = 5 * 60_000;

/** Signed-in, under /user: problems picked by solve chance (issue 50). */
export const practiceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, handleSources, jobs, config } = app.ctx;
  const recommender = createRecommender({
    db,
    clock,
    catalogs: catalogsOf(handleSources),
    sinceYears: config.RECOMMEND_SINCE_YEARS,
  });

  app.get(
    '/recommendations',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary:
          "Problems you have not solved, from the platform's contests of the last few years, in the band's solve-chance range (easy ~80 %, medium ~50 %, hard ~20 %); 409 without a verified handle there",
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const answer = await recommender.answer(request.session.user.id, request.query, () =>
        AbortSignal.timeout(CATALOG_WAIT_MS),
      );
      await sendAnswer(request, reply, answer, { cacheControl: 'no-store' });
    },
  );

  app.post(
    '/recommendations/skip',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary: "'Not now': the problem is not recommended again for 30 days",
        body: skipRecommendationBodySchema,
        response: { 200: z.object({ until: z.iso.datetime() }), ...errorAnswers(409) },
      },
    },
    async (request) => recommender.skip(request.session.user.id, request.body),
  );

  app.post(
    '/recommendations/solved',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary:
          "'Solved it': the handle's submissions are read again; the problem leaves the picks once the platform shows it accepted",
        body: skipRecommendationBodySchema,
        response: { 202: z.object({ checking: z.literal(true) }), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const input = { userId: request.session.user.id, platform: request.body.platform };
      jobs.start('upsolve-refresh', (stop) =>
        asCallSource('background', () =>
          refreshUpsolve(
            { db, clock, handleSources },
            input,
            AbortSignal.any([stop, AbortSignal.timeout(CHECK_WAIT_MS)]),
          ),
        ).finally(() => {
          recommender.forget(input.userId, input.platform);
        }),
      );
      return reply.status(202).send({ checking: true as const });
    },
  );

  done();
};
