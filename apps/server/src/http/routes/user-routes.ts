import {
  bookmarkBodySchema,
  bookmarksQuerySchema,
  contestIdParamsSchema,
  hideSeriesBodySchema,
  preferencesBodySchema,
  seriesKeyParamsSchema,
  unhideSeriesBodySchema,
  unbookmarkBodySchema,
  type ProfileResponse,
} from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { bookmarkContest, getBookmarksPage, unbookmarkContest } from '#server/services/bookmarks';
import { getProfile } from '#server/services/get-profile';
import { getHiddenSeries, hideSeriesOf, unhideSeries } from '#server/services/hidden-series';
import { savePreferences } from '#server/services/preferences';
import type { Authenticator } from '#server/http/authenticate';
import { parseInput } from '#server/http/parse-input';
import type { RateLimits } from '#server/http/rate-limits';

export interface UserRoutesDeps {
  db: Db;
  clock: Clock;
  auth: Authenticator;
  adminEmails: readonly string[];
  limits: RateLimits;
}

export function registerUserRoutes(app: FastifyInstance, deps: UserRoutesDeps) {
  app.get('/user/profile', deps.limits.signedInRead(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const profile = await getProfile({ db: deps.db, user, adminEmails: deps.adminEmails });
    return reply
      .header('cache-control', 'no-store')
      .send({ user: profile } satisfies ProfileResponse);
  });

  app.post('/user/preferences', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const preferences = parseInput(preferencesBodySchema, request.body ?? {});
    const saved = await savePreferences({ db: deps.db, userId: user.id, preferences });
    return reply.header('cache-control', 'no-store').send(saved);
  });

  app.get('/user/bookmarks', deps.limits.signedInRead(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const { page } = parseInput(bookmarksQuerySchema, request.query);
    const body = await getBookmarksPage({
      db: deps.db,
      userId: user.id,
      page,
      now: deps.clock.now(),
    });
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post('/user/bookmarks', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const contestId = parseInput(bookmarkBodySchema, request.body);
    await bookmarkContest({ db: deps.db, userId: user.id, contestId });
    return reply.status(201).send({ contestId, bookmarked: true });
  });

  app.delete('/user/bookmarks/:contestId', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const { contestId } = parseInput(contestIdParamsSchema, request.params);
    await unbookmarkContest({ db: deps.db, userId: user.id, contestId });
    return reply.status(204).send();
  });

  // The first client's form of the same call: the id in a JSON body.
  app.delete('/user/bookmarks', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    // No body at all reads as `{}`, so the 400 names the missing field.
    const { contestId } = parseInput(unbookmarkBodySchema, request.body ?? {});
    await unbookmarkContest({ db: deps.db, userId: user.id, contestId });
    return reply.status(204).send();
  });

  app.get('/user/hidden-series', deps.limits.signedInRead(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const body = await getHiddenSeries(deps.db, user.id);
    return reply.header('cache-control', 'no-store').send(body);
  });

  // 'Hide contests like this': the series is the contest's, worked out by the server's own rule.
  app.post('/user/hidden-series', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const { contestId } = parseInput(hideSeriesBodySchema, request.body ?? {});
    const body = await hideSeriesOf(deps.db, user.id, contestId);
    return reply.status(201).header('cache-control', 'no-store').send(body);
  });

  app.delete('/user/hidden-series/:key', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const { key } = parseInput(seriesKeyParamsSchema, request.params);
    const body = await unhideSeries(deps.db, user.id, key);
    return reply.header('cache-control', 'no-store').send(body);
  });

  // The same with the key in a body: a path holds at most 200 characters, a long title's key more.
  app.delete('/user/hidden-series', deps.limits.signedInWrite(), async (request, reply) => {
    const { user } = await deps.auth.requireUser(request);
    const { seriesKey } = parseInput(unhideSeriesBodySchema, request.body ?? {});
    const body = await unhideSeries(deps.db, user.id, seriesKey);
    return reply.header('cache-control', 'no-store').send(body);
  });
}
