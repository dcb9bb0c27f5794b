import {
  calendarSettingsSchema,
  newFeedResponseSchema,
  reminderBodySchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  getCalendarSettings,
  regenerateFeed,
  setReminder,
} from '#server/services/calendar/personal-feed';

const tags = ['calendars'];

/** Signed-in, under /user: the settings of the user's own feed. */
export const userCalendarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db } = app.ctx;

  app.get(
    '/calendar',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary: "The user's feed settings",
        response: { 200: calendarSettingsSchema },
      },
    },
    async (request) => getCalendarSettings(db, request.session.user.id),
  );

  app.post(
    '/calendar/feed',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary: 'A new secret feed URL, shown once (the old one stops at once)',
        response: { 201: newFeedResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await regenerateFeed(db, request.session.user.id)),
  );

  app.post(
    '/calendar/reminder',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary: "The feed's reminder, minutes before each start (null: none)",
        body: reminderBodySchema,
        response: { 200: calendarSettingsSchema },
      },
    },
    async (request) => setReminder(db, request.session.user.id, request.body.reminderMinutes),
  );
  done();
};
