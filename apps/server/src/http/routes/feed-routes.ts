import { platformsParamSchema } from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { upcomingFeed, type FeedFormat } from '#server/services/dialects/feed-answers';
import { openToAnyOrigin, sendShared } from '#server/http/dialect-answers';

const tags = ['feeds'];
const TYPES: Record<FeedFormat, string> = {
  atom: 'application/atom+xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
};

/** Feed readers' way to follow the upcoming list: Atom and RSS, per platform (decision 044). */
export const feedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, lists, config } = app.ctx;
  openToAnyOrigin(app);

  for (const format of ['atom', 'rss'] as const) {
    app.get(
      `/upcoming.${format}`,
      {
        config: { budget: 'read' },
        schema: {
          tags,
          summary: `Running and upcoming contests as ${format === 'atom' ? 'an Atom' : 'an RSS 2.0'} feed`,
          querystring: z.object({ platforms: platformsParamSchema }),
          response: {
            200: {
              description: `An ${format === 'atom' ? 'Atom' : 'RSS'} feed`,
              content: { [TYPES[format].split(';')[0] ?? '']: { schema: z.string() } },
            },
          },
        },
      },
      (request, reply) => {
        // Without PUBLIC_URL the links name the address the feed was asked at.
        const origin = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        const platforms = request.query.platforms;
        const search = platforms.length > 0 ? `?platforms=${platforms.join(',')}` : '';
        return sendShared(request, reply, lists, {
          key: `feed:${format}:${origin}:${platforms.join(',')}`,
          type: TYPES[format],
          build: async (now) =>
            Buffer.from(
              await upcomingFeed(db, {
                now,
                platforms,
                format,
                siteUrl: `${origin}/`,
                selfUrl: `${origin}/feeds/upcoming.${format}${search}`,
              }),
            ),
        });
      },
    );
  }
  done();
};
