import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { kontestsContestSchema } from '#server/services/dialects/kontests-contest';
import {
  kontestsContests,
  kontestsSites,
  kontestsSitesSchema,
} from '#server/services/dialects/kontests-answers';
import { kontestsSite, platformOfKontestsKey } from '#server/services/dialects/kontests-sites';
import { openToAnyOrigin, sendShared } from '#server/http/dialect-answers';
import { errorAnswers } from '#server/http/responses';

const tags = ['kontests'];
/** `in_24_hours` moves with the clock, not only at a start or an end: answers last this long. */
const IN_24_HOURS_STEP_MS = 5 * 60_000;

const EXAMPLE = {
  name: 'Codeforces Round 926 (Div. 2)',
  url: 'https://codeforces.com/contest/1929',
  start_time: '2026-11-05T14:35:00.000Z',
  end_time: '2026-11-05T16:35:00.000Z',
  duration: '7200',
  in_24_hours: 'Yes' as const,
  status: 'BEFORE' as const,
};

/**
 * kontests.net's API (end of life), answered from our contests: `/api/v1/all`, `/api/v1/sites`
 * and `/api/v1/<site>` with kontests' own fields and site keys (decision 044).
 */
export const kontestsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, lists, config, clock } = app.ctx;
  openToAnyOrigin(app);
  const step = () => Math.floor(clock.now().getTime() / IN_24_HOURS_STEP_MS);
  const read = { budget: 'read' as const };

  app.get(
    '/all',
    {
      config: read,
      schema: {
        tags,
        summary: "kontests' running and upcoming contests of every site, soonest first",
        response: {
          200: z
            .array(kontestsContestSchema)
            .meta({ examples: [[{ ...EXAMPLE, site: 'CodeForces' }]] }),
        },
      },
    },
    (request, reply) =>
      sendShared(request, reply, lists, {
        key: `kontests:all:${step()}`,
        build: (now) => kontestsContests(db, { now, platforms: [], withSite: true }),
      }),
  );

  app.get(
    '/sites',
    {
      config: read,
      schema: {
        tags,
        summary: "kontests' sites: [name, key, home page] for each platform served",
        response: {
          200: kontestsSitesSchema.meta({
            examples: [[['CodeForces', 'codeforces', 'https://codeforces.com']]],
          }),
        },
      },
    },
    (request, reply) =>
      sendShared(request, reply, lists, {
        key: 'kontests:sites',
        build: () => Promise.resolve(kontestsSites(config.PLATFORMS)),
      }),
  );

  app.get(
    '/:site',
    {
      config: read,
      schema: {
        tags,
        summary: "One kontests site's running and upcoming contests (e.g. code_chef, leet_code)",
        params: z.object({ site: z.string().max(40) }),
        response: {
          200: z.array(kontestsContestSchema).meta({ examples: [[EXAMPLE]] }),
          ...errorAnswers(404),
        },
      },
    },
    (request, reply) => {
      const platform = platformOfKontestsKey(request.params.site, config.PLATFORMS);
      if (!platform) {
        const keys = config.PLATFORMS.map((id) => kontestsSite(id).key).join(', ');
        throw new AppError('not_found', `No site '${request.params.site}' (known: ${keys}).`);
      }
      return sendShared(request, reply, lists, {
        key: `kontests:${platform}:${step()}`,
        build: (now) => kontestsContests(db, { now, platforms: [platform], withSite: false }),
      });
    },
  );
  done();
};
