import type { Config } from '#server/config/env';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { ChannelParts } from './channel-setup';
import { createDiscordSender } from './discord-sender';
import { createTelegramBot } from './telegram-bot';

type ReminderConfig = Pick<Config, 'DISCORD_API_BASE' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_API_BASE'>;

/** The channels this server can send to: Discord always, Telegram with a bot token. */
export function createReminderParts(config: ReminderConfig, db: Db, clock: Clock): ChannelParts {
  const telegram = config.TELEGRAM_BOT_TOKEN
    ? createTelegramBot({ token: config.TELEGRAM_BOT_TOKEN, apiBase: config.TELEGRAM_API_BASE })
    : undefined;
  return {
    db,
    clock,
    telegram,
    senders: {
      discord: createDiscordSender({ apiBase: config.DISCORD_API_BASE }),
      ...(telegram ? { telegram: telegram.sender } : {}),
    },
  };
}
