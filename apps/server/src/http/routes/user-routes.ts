import {
  allPreferencesSchema,
  bookmarkBodySchema,
  bookmarkResponseSchema,
  bookmarksQuerySchema,
  bookmarksResponseSchema,
  contestIdParamsSchema,
  hiddenSeriesResponseSchema,
  hideSeriesBodySchema,
  preferencesBodySchema,
  profileResponseSchema,
  putPreferencesBodySchema,
  seriesKeyParamsSchema,
  unbookmarkBodySchema,
  unhideSeriesBodySchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error';
import { bookmarkContest, getBookmarksPage, unbookmarkContest } from '#server/services/bookmarks';
import { getProfile } from '#server/services/get-profile';
import { getHiddenSeries, hideSeriesOf, unhideSeries } from '#server/services/hidden-series';
import { toFirstClientContest } from '#server/services/first-client-shape';
import { getAllPreferences, putPreferences, savePreferences } from '#server/services/preferences';
import { EXAMPLE_BOOKMARKS } from '#server/http/api-examples';
import { errorAnswers, noContent } from '#server/http/responses';

const read = { budget: 'read' } as const;
const write = { budget: 'write' } as const;

/** Signed-in, under /user: the profile, settings, bookmarks and hidden series of the caller. */
export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, config } = app.ctx;
  const tags = ['user'];

  app.get(
    '/profile',
    {
      config: read,
      schema: { tags, summary: 'Who is signed in', response: { 200: profileResponseSchema } },
    },
    async (request) => ({
      user: await getProfile({ db, user: request.session.user, adminEmails: config.ADMIN_EMAILS }),
    }),
  );

  // The first client's newer pages edit the profile; its name and picture are Google's here.
  app.post(
    '/profile',
    {
      config: write,
      schema: {
        tags,
        summary: 'Not supported: the profile is the Google account’s',
        response: errorAnswers(405),
      },
    },
    async (_request, reply) => {
      reply.header('allow', 'GET');
      throw new AppError(
        'method_not_allowed',
        'Profile editing is not supported: your name and picture come from your Google account.',
      );
    },
  );

  app.get(
    '/preferences',
    {
      config: read,
      schema: {
        tags,
        summary: "Every one of the user's own settings",
        response: { 200: allPreferencesSchema },
      },
    },
    async (request) => getAllPreferences(db, request.session.user.id),
  );

  // What the home page opens on, on every device; hideSolutionLinks only when given.
  app.put(
    '/preferences',
    {
      config: write,
      schema: {
        tags,
        summary: "Sets the home page's platforms, length and view (and hideSolutionLinks if given)",
        body: putPreferencesBodySchema,
        response: { 200: allPreferencesSchema },
      },
    },
    async (request) => putPreferences(db, request.session.user.id, request.body),
  );

  // As before issue 48: hideSolutionLinks alone (the web app's spoiler setting uses it).
  app.post(
    '/preferences',
    {
      config: write,
      schema: {
        tags,
        summary: "The user's own settings (hideSolutionLinks)",
        body: preferencesBodySchema,
        response: { 200: preferencesBodySchema },
      },
    },
    async (request) =>
      savePreferences({ db, userId: request.session.user.id, preferences: request.body }),
  );

  app.get(
    '/bookmarks',
    {
      config: read,
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmarked contests as they are now, a page at a time',
        querystring: bookmarksQuerySchema,
        response: { 200: bookmarksResponseSchema.meta({ examples: [EXAMPLE_BOOKMARKS] }) },
      },
    },
    async (request) => {
      const { contests, ...paging } = await getBookmarksPage({
        db,
        userId: request.session.user.id,
        page: request.query.page,
        now: clock.now(),
      });
      return { bookmarks: contests.map(toFirstClientContest), ...paging };
    },
  );

  app.post(
    '/bookmarks',
    {
      config: write,
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmarks a contest (idempotent)',
        body: bookmarkBodySchema,
        response: { 201: bookmarkResponseSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const contestId = request.body;
      await bookmarkContest({ db, userId: request.session.user.id, contestId });
      return reply.status(201).send({ contestId, bookmarked: true });
    },
  );

  const unbookmarked = {
    tags: ['bookmarks'],
    summary: 'Removes a bookmark (idempotent)',
    response: { 204: noContent },
  };
  app.delete(
    '/bookmarks/:contestId',
    { config: write, schema: { ...unbookmarked, params: contestIdParamsSchema } },
    async (request, reply) => {
      await unbookmarkContest({
        db,
        userId: request.session.user.id,
        contestId: request.params.contestId,
      });
      return reply.status(204).send();
    },
  );
  // The first client's form of the same call: the id in a JSON body.
  app.delete(
    '/bookmarks',
    {
      config: write,
      schema: {
        ...unbookmarked,
        summary: `${unbookmarked.summary} (the first client's form)`,
        body: unbookmarkBodySchema,
      },
    },
    async (request, reply) => {
      await unbookmarkContest({
        db,
        userId: request.session.user.id,
        contestId: request.body.contestId,
      });
      return reply.status(204).send();
    },
  );

  const series = { tags: ['hidden series'], response: { 200: hiddenSeriesResponseSchema } };
  app.get(
    '/hidden-series',
    {
      config: read,
      schema: { ...series, summary: 'Series hidden from this user’s lists and feeds' },
    },
    async (request) => getHiddenSeries(db, request.session.user.id),
  );
  // 'Hide contests like this': the series is the contest's, worked out by the server's own rule.
  app.post(
    '/hidden-series',
    {
      config: write,
      schema: {
        ...series,
        summary: 'Hides the series a contest belongs to (idempotent)',
        body: hideSeriesBodySchema,
        response: { 201: hiddenSeriesResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await hideSeriesOf(db, request.session.user.id, request.body.contestId)),
  );
  app.delete(
    '/hidden-series/:key',
    {
      config: write,
      schema: {
        ...series,
        summary: 'Shows a series again (idempotent)',
        params: seriesKeyParamsSchema,
      },
    },
    async (request) => unhideSeries(db, request.session.user.id, request.params.key),
  );
  // The same with the key in a body: a path holds at most 200 characters, a long title's key more.
  app.delete(
    '/hidden-series',
    {
      config: write,
      schema: {
        ...series,
        summary: 'Shows a series again, its key in the body',
        body: unhideSeriesBodySchema,
      },
    },
    async (request) => unhideSeries(db, request.session.user.id, request.body.seriesKey),
  );
  done();
};
