import {
  channelParamsSchema,
  channelResponseSchema,
  newChannelBodySchema,
  notificationsSchema,
  rulesBodySchema,
  sentTestSchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorAnswers, noContent } from '#server/http/responses';
import { createChannel, removeChannel, sendTest } from '#server/services/reminders/channel-setup';
import { getNotifications, saveRules } from '#server/services/reminders/notification-settings';

const read = { budget: 'read' } as const;
const write = { budget: 'write' } as const;
const tags = ['reminders'];

/** Signed-in, under /user: the caller's reminder channels and rules. */
export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, reminders } = app.ctx;
  const available = (['discord', 'telegram', 'webpush'] as const).filter(
    (kind) => reminders.senders[kind],
  );

  app.get(
    '/notifications',
    {
      config: read,
      schema: {
        tags,
        summary: "The user's reminder channels (destinations masked), rules and time zone",
        response: { 200: notificationsSchema },
      },
    },
    async (request) => getNotifications(db, request.session.user.id, available),
  );

  app.post(
    '/notifications/channels',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Adds a Discord webhook or this device, or starts linking Telegram (the answer carries its link); with `rule`, its first rule in the same transaction',
        body: newChannelBodySchema,
        response: { 201: channelResponseSchema, ...errorAnswers(503) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ channel: await createChannel(reminders, request.session.user.id, request.body) }),
  );

  app.delete(
    '/notifications/channels/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes a channel (its pending reminders go with it)',
        params: channelParamsSchema,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await removeChannel(reminders, request.session.user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/channels/:id/test',
    {
      config: write,
      schema: {
        tags,
        summary: 'Sends a test message there now',
        params: channelParamsSchema,
        response: { 200: sentTestSchema, ...errorAnswers(404, 409, 503) },
      },
    },
    async (request) => {
      await sendTest(reminders, request.session.user.id, request.params.id);
      return { sent: true as const };
    },
  );

  app.put(
    '/notifications/rules',
    {
      config: write,
      schema: {
        tags,
        summary: 'Replaces every rule, with the time zone messages are written in',
        body: rulesBodySchema,
        response: { 200: notificationsSchema },
      },
    },
    async (request) => saveRules({ db, clock, available }, request.session.user.id, request.body),
  );
  done();
};
