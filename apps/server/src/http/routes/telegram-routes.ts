import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable';
import { errorAnswers, noContent } from '#server/http/responses';
import type { TelegramBot } from '#server/services/reminders/telegram-bot';
import {
  handleTelegramUpdate,
  telegramUpdateSchema,
} from '#server/services/reminders/telegram-updates';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Telegram's webhook (with TELEGRAM_WEBHOOK_SECRET set): Telegram sends the secret given to
 * `setWebhook` in a header; anything else is refused before the body is read as an update.
 */
export const telegramRoutes: FastifyPluginCallbackZod<{ bot: TelegramBot; secret: string }> = (
  app,
  options,
  done,
) => {
  const { db, clock } = app.ctx;
  app.post(
    '/webhook',
    {
      schema: {
        tags: ['reminders'],
        summary: "Telegram's updates for the bot (Telegram calls this, not clients)",
        headers: z.object({ 'x-telegram-bot-api-secret-token': z.string().max(256).optional() }),
        body: z.unknown(),
        response: { 204: noContent, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const given = request.headers['x-telegram-bot-api-secret-token'] ?? '';
      if (!sameSecret(given, options.secret)) {
        throw new AppError(
          'unauthorized',
          'x-telegram-bot-api-secret-token: not the webhook secret',
        );
      }
      const update = telegramUpdateSchema.safeParse(request.body);
      // Telegram resends an update until it hears 2xx: one we cannot read is acknowledged too,
      // and so is one whose reply failed (a resend would only repeat what was done). Only a
      // database away answers 503, so that Telegram brings the update back once it is here.
      if (update.success) {
        await handleTelegramUpdate({ db, clock, bot: options.bot }, update.data).catch(
          (error: unknown) => {
            if (isDatabaseUnavailable(error)) throw error;
            request.log.warn(
              { job: 'telegram-webhook', err: error },
              'telegram-webhook: an update could not be handled (acknowledged all the same)',
            );
          },
        );
      }
      return reply.status(204).send();
    },
  );
  done();
};
