import { z } from 'zod';
import type { Db } from '#server/db/database';
import { linkTelegramChat, unlinkTelegramChat } from '#server/db/notifications-repository';
import type { Clock } from '#server/lib/clock';
import { hashLinkToken } from './channel-setup';
import type { TelegramBot } from './telegram-bot';

/** The part of a Telegram update we read: a text message and the chat it came from. */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      text: z.string().max(4096).optional(),
      chat: z.object({
        id: z.number().int(),
        title: z.string().optional(),
        username: z.string().optional(),
        first_name: z.string().optional(),
      }),
    })
    .optional(),
});
type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

interface Deps {
  db: Db;
  clock: Clock;
  bot: TelegramBot;
}

/** `/start <token>` links the chat to the channel that made the token; `/stop` unlinks it. */
export async function handleTelegramUpdate(deps: Deps, update: TelegramUpdate): Promise<void> {
  const message = update.message;
  const text = message?.text?.trim();
  if (!message || !text) return;
  const chatId = String(message.chat.id);
  const start = /^\/start(?:@\w+)?\s+([\w-]{1,64})$/.exec(text);
  if (start?.[1]) {
    const result = await linkTelegramChat(deps.db, {
      tokenHash: hashLinkToken(start[1]),
      chatId,
      label: chatLabel(message.chat),
      now: deps.clock.now(),
    });
    await deps.bot.say(chatId, REPLIES[result]);
    return;
  }
  if (/^\/stop(?:@\w+)?$/.test(text)) {
    const removed = await unlinkTelegramChat(deps.db, chatId);
    await deps.bot.say(
      chatId,
      removed > 0
        ? 'Unlinked: no more reminders here. Link again from your profile any time.'
        : 'This chat was not linked to Contest Tracker.',
    );
  }
}

const REPLIES = {
  linked: 'Linked: your Contest Tracker reminders will arrive here. Send /stop to unlink.',
  expired: 'This link has expired: make a new one on your Contest Tracker profile.',
  unknown:
    'This link is not known (it works once): make a new one on your Contest Tracker profile.',
} as const;

function chatLabel(chat: NonNullable<TelegramUpdate['message']>['chat']): string {
  const name = chat.title ?? (chat.username ? `@${chat.username}` : chat.first_name);
  return `Telegram ${name ?? 'chat'}`.slice(0, 80);
}
