import {
  calendarEventParamsSchema,
  calendarFeedQuerySchema,
  reminderBodySchema,
  singleEventQuerySchema,
} from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import { uncachedAnswer } from '#server/lib/answer-cache';
import type { Clock } from '#server/lib/clock';
import type { ContestLists } from '#server/services/contest-lists';
import {
  getCalendarSettings,
  regenerateFeed,
  setReminder,
} from '#server/services/calendar/personal-feed';
import type { PersonalFeeds } from '#server/services/calendar/personal-feeds';
import { singleEventCalendar } from '#server/services/calendar/single-event';
import type { Authenticator } from '#server/http/authenticate';
import { parseInput } from '#server/http/parse-input';
import type { RateLimits } from '#server/http/rate-limits';
import { sendAnswer } from '#server/http/send-answer';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps poll; a few minutes' staleness is nothing next to an hourly refresh. */
const PUBLIC_CACHE = 'public, max-age=300';
/** Only the subscriber's own client may keep it, and it asks again every time. */
const PRIVATE_CACHE = 'private, no-cache';
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export interface CalendarRoutesDeps {
  db: Db;
  clock: Clock;
  lists: ContestLists;
  personalFeeds: PersonalFeeds;
  auth: Authenticator;
  limits: RateLimits;
  uidDomain: string;
}

export function registerCalendarRoutes(app: FastifyInstance, deps: CalendarRoutesDeps) {
  const { db, auth, limits, uidDomain } = deps;

  app.get('/calendar/contests.ics', async (request, reply) => {
    const answer = await deps.lists.calendar(parseInput(calendarFeedQuerySchema, request.query));
    return sendAnswer(request, reply, answer, { type: CALENDAR_TYPE, cacheControl: PUBLIC_CACHE });
  });

  app.get('/calendar/contests/:file', limits.publicRead(), async (request, reply) => {
    const { file: contestId } = parseInput(calendarEventParamsSchema, request.params);
    const { alarm } = parseInput(singleEventQuerySchema, request.query);
    const text = await singleEventCalendar({ db, contestId, uidDomain, alarmMinutes: alarm });
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
  });

  // A wrong or replaced secret gets exactly what an unknown path gets: nothing tells them apart.
  app.get<{ Params: { file: string } }>(
    '/calendar/u/:file',
    limits.publicRead(),
    async (request, reply) => {
      const secret = SECRET_FILE.exec(request.params.file)?.[1];
      const answer = secret ? await deps.personalFeeds.answer(secret) : undefined;
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

  app.get('/user/calendar', limits.signedInRead(), async (request, reply) => {
    const { user } = await auth.requireUser(request);
    return reply.header('cache-control', 'no-store').send(await getCalendarSettings(db, user.id));
  });

  app.post('/user/calendar/feed', limits.signedInWrite(), async (request, reply) => {
    const { user } = await auth.requireUser(request);
    const created = await regenerateFeed(db, user.id);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });

  app.post('/user/calendar/reminder', limits.signedInWrite(), async (request, reply) => {
    const { user } = await auth.requireUser(request);
    const { reminderMinutes } = parseInput(reminderBodySchema, request.body ?? {});
    return reply.send(await setReminder(db, user.id, reminderMinutes));
  });
}
