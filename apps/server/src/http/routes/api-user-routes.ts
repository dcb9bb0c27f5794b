import { apiBookmarksResponseSchema, bookmarksQuerySchema } from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { getBookmarksPage } from '#server/services/bookmarks';
import { API_BOOKMARKS } from '#server/http/api-examples';

/** Signed-in, under /api/user: the caller's own lists in our contest shape (the web app's). */
export const apiUserRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock } = app.ctx;

  app.get(
    '/bookmarks',
    {
      config: { budget: 'read' },
      schema: {
        tags: ['bookmarks'],
        summary:
          'Your bookmarked contests as they are now: running, then upcoming (soonest first), then past (newest first), a page at a time',
        querystring: bookmarksQuerySchema,
        response: { 200: apiBookmarksResponseSchema.meta({ examples: [API_BOOKMARKS] }) },
      },
    },
    async (request) =>
      getBookmarksPage({
        db,
        userId: request.session.user.id,
        page: request.query.page,
        now: clock.now(),
        order: 'time',
      }),
  );
  done();
};
