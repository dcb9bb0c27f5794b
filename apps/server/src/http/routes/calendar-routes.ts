import {
  calendarEventParamsSchema,
  calendarFeedQuerySchema,
  singleEventQuerySchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uncachedAnswer } from '#server/lib/answer-cache';
import { singleEventCalendar } from '#server/services/calendar/single-event';
import { errorAnswers } from '#server/http/responses';
import { sendAnswer } from '#server/http/send-answer';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps poll; a few minutes' staleness is nothing next to an hourly refresh. */
const PUBLIC_CACHE = 'public, max-age=300';
/** Only the subscriber's own client may keep it, and it asks again every time. */
const PRIVATE_CACHE = 'private, no-cache';
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const tags = ['calendars'];
const calendar = (description: string) => ({
  200: { description, content: { 'text/calendar': { schema: z.string() } } },
});

/** Public, under /calendar: the feeds calendar apps subscribe to, and one contest's event. */
export const calendarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, lists, personalFeeds, config } = app.ctx;

  app.get(
    '/contests.ics',
    {
      schema: {
        tags,
        summary: 'Public feed: running, upcoming and the last 30 days of contests',
        querystring: calendarFeedQuerySchema,
        response: calendar('An iCalendar feed'),
      },
    },
    async (request, reply) => {
      const answer = await lists.calendar(request.query);
      return sendAnswer(request, reply, answer, {
        type: CALENDAR_TYPE,
        cacheControl: PUBLIC_CACHE,
      });
    },
  );

  app.get(
    '/contests/:file',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary: 'One contest as an iCalendar event (`/calendar/contests/<id>.ics`)',
        params: calendarEventParamsSchema,
        querystring: singleEventQuerySchema,
        response: { ...calendar('One event'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { file: contestId } = request.params;
      const text = await singleEventCalendar({
        db,
        contestId,
        uidDomain: config.CALENDAR_UID_DOMAIN,
        alarmMinutes: request.query.alarm,
      });
      if (text === undefined) {
        reply.callNotFound();
        return reply;
      }
      const fileName = contestId.replace(/[^A-Za-z0-9_-]/g, '_');
      reply.header('content-disposition', `attachment; filename="${fileName}.ics"`);
      return sendAnswer(request, reply, uncachedAnswer(Buffer.from(text)), {
        type: CALENDAR_TYPE,
        cacheControl: PUBLIC_CACHE,
      });
    },
  );

  // A wrong or replaced secret gets exactly what an unknown path gets: nothing tells them apart.
  app.get(
    '/u/:file',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary:
          "A user's bookmarks feed (`/calendar/u/<secret>.ics`; the secret is the credential)",
        params: z.object({ file: z.string() }),
        response: { ...calendar("The user's bookmarks"), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const secret = SECRET_FILE.exec(request.params.file)?.[1];
      const answer = secret ? await personalFeeds.answer(secret) : undefined;
      if (answer === undefined) {
        reply.callNotFound();
        return reply;
      }
      return sendAnswer(request, reply, answer, {
        type: CALENDAR_TYPE,
        cacheControl: PRIVATE_CACHE,
      });
    },
  );
  done();
};
