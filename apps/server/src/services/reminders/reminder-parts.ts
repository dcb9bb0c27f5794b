import type { Config } from '#server/config/env';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { ChannelParts } from './channel-setup';
import { createDiscordSender } from './discord-sender';
import { createResolve, type PushEndpointRules } from './push-endpoint';
import { createTelegramBot } from './telegram-bot';
import { resolveVapidKeys } from './vapid-keys';
import { createWebPushSender } from './webpush-sender';

type ReminderConfig = Pick<
  Config,
  | 'DISCORD_API_BASE'
  | 'TELEGRAM_BOT_TOKEN'
  | 'TELEGRAM_API_BASE'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'WEBPUSH_ALLOW_HTTP_ENDPOINTS'
  | 'WEBPUSH_ALLOWED_HOSTS'
  | 'WEBPUSH_RESOLVE'
  | 'DATA_DIR'
>;

/** The channels this server can send to: Discord and web push always, Telegram with a bot. */
export function createReminderParts(config: ReminderConfig, db: Db, clock: Clock): ChannelParts {
  const telegram = config.TELEGRAM_BOT_TOKEN
    ? createTelegramBot({ token: config.TELEGRAM_BOT_TOKEN, apiBase: config.TELEGRAM_API_BASE })
    : undefined;
  const keys = resolveVapidKeys(config);
  const endpoints: PushEndpointRules = {
    allowedHosts: config.WEBPUSH_ALLOWED_HOSTS,
    allowHttp: config.WEBPUSH_ALLOW_HTTP_ENDPOINTS,
    resolve: createResolve(config.WEBPUSH_RESOLVE),
  };
  return {
    db,
    clock,
    telegram,
    webPush: {
      publicKey: keys.publicKey,
      endpoints,
      ...(keys.generatedInto ? { generatedInto: keys.generatedInto } : {}),
    },
    senders: {
      discord: createDiscordSender({ apiBase: config.DISCORD_API_BASE }),
      webpush: createWebPushSender({ keys, subject: config.VAPID_SUBJECT, endpoints }),
      ...(telegram ? { telegram: telegram.sender } : {}),
    },
  };
}
