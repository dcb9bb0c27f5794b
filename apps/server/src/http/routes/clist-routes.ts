import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import {
  clistContestPage,
  clistPageSchema,
  clistResourceList,
  clistResourcesSchema,
  clistV1PageSchema,
  type ClistVersion,
} from '#server/services/dialects/clist-page';
import {
  ClistQueryError,
  clistQueryKey,
  parseClistQuery,
} from '#server/services/dialects/clist-query';
import { answerPreflight, openToAnyOrigin, sendShared } from '#server/http/dialect-answers';

const tags = ['clist'];
const text = (description: string) => z.string().optional().describe(description);
const time = (field: string, comparison: string) =>
  text(`${field} ${comparison} this UTC time (ISO 8601, zone optional) or 'now'`);

/** The parameters clist's clients send; any other is ignored, as clist ignores unknown ones. */
const contestQuerySchema = z.looseObject({
  resource: text('A host, e.g. codechef.com'),
  resource__name__in: text('Hosts, comma-separated'),
  resource_id: text("clist's resource id, e.g. 1 (codeforces.com)"),
  resource_id__in: text('Resource ids, comma-separated'),
  start__gt: time('Starts after', '>'),
  start__gte: time('Starts at or after', '>='),
  start__lt: time('Starts before', '<'),
  start__lte: time('Starts at or before', '<='),
  end__gt: time('Ends after', '>'),
  end__gte: time('Ends at or after', '>='),
  end__lt: time('Ends before', '<'),
  end__lte: time('Ends at or before', '<='),
  event__icontains: text('The title contains this, in any case'),
  event__regex: text('A plain substring only (no regular expression runs here); else 400'),
  event__iregex: text('A plain substring in any case only; else 400'),
  upcoming: text("'true': not ended yet; 'false': ended"),
  order_by: text('start (default), -start, end or -end'),
  limit: text('Page size, at most 1000 (default 100)'),
  offset: text('Contests to skip'),
  format: text("'json' (the only format served)"),
  username: text('Accepted and ignored: no key is needed here'),
  api_key: text('Accepted and ignored: no key is needed here'),
});

const EXAMPLE_CONTEST = {
  id: 141274718861146,
  resource: 'codechef.com',
  resource_id: 2,
  host: 'codechef.com',
  event: 'Starters 151',
  start: '2024-09-11T14:30:00',
  end: '2024-09-11T16:30:00',
  duration: 7200,
  href: 'https://www.codechef.com/START151',
};
const EXAMPLE_V1 = {
  id: EXAMPLE_CONTEST.id,
  resource: { id: 2, name: 'codechef.com' },
  event: EXAMPLE_CONTEST.event,
  start: EXAMPLE_CONTEST.start,
  end: EXAMPLE_CONTEST.end,
  duration: EXAMPLE_CONTEST.duration,
  href: EXAMPLE_CONTEST.href,
};
const EXAMPLE_META = { limit: 100, offset: 0, next: null, previous: null, total_count: 1 };

function parse(query: Record<string, unknown>) {
  try {
    return parseClistQuery(query);
  } catch (error) {
    if (error instanceof ClistQueryError) throw new AppError('bad_request', error.message);
    throw error;
  }
}

/**
 * clist.by's read-only contest API (it needs a key and allows 10 requests a minute), answered
 * from our contests without a key: `/api/v4/contest/`, the same under v1 and v2, and
 * `/api/v4/resource/` (decision 044).
 */
export const clistRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, lists, config } = app.ctx;
  openToAnyOrigin(app);
  const read = { budget: 'read' as const };

  for (const version of ['v4', 'v2', 'v1'] as const satisfies readonly ClistVersion[]) {
    const page = version === 'v1' ? clistV1PageSchema : clistPageSchema;
    const example = {
      meta: EXAMPLE_META,
      objects: [version === 'v1' ? EXAMPLE_V1 : EXAMPLE_CONTEST],
    };
    answerPreflight(app, `/${version}/contest/`, tags);
    app.get(
      `/${version}/contest/`,
      {
        config: read,
        schema: {
          tags,
          summary: `clist's contest list (${version}${version === 'v1' ? ': the resource as { id, name }' : ''}), filtered in the database`,
          querystring: contestQuerySchema,
          response: { 200: page.meta({ examples: [example] }) },
        },
      },
      (request, reply) => {
        const query = parse(request.query);
        return sendShared(request, reply, lists, {
          key: `clist:${version}:${clistQueryKey(query)}`,
          build: (now) => clistContestPage(db, { query, now, version }),
        });
      },
    );
  }

  answerPreflight(app, '/v4/resource/', tags);
  app.get(
    '/v4/resource/',
    {
      config: read,
      schema: {
        tags,
        summary: "clist's resources for the platforms served: id and host",
        response: {
          200: clistResourcesSchema.meta({
            examples: [{ meta: EXAMPLE_META, objects: [{ id: 2, name: 'codechef.com' }] }],
          }),
        },
      },
    },
    (request, reply) =>
      sendShared(request, reply, lists, {
        key: 'clist:resources',
        build: () => Promise.resolve(clistResourceList(config.PLATFORMS)),
      }),
  );
  done();
};
