import { z } from 'zod';
import type { Db } from '#server/db/database';
import {
  confirmTelegramLink,
  startTelegramLink,
  unlinkTelegramChat,
} from '#server/db/notifications-repository';
import type { Clock } from '#server/lib/clock';
import { hashLinkToken } from './channel-setup';
import type { TelegramBot } from './telegram-bot';

const chatSchema = z.object({
  id: z.number().int(),
  title: z.string().optional(),
  username: z.string().optional(),
  first_name: z.string().optional(),
});

/** The parts of a Telegram update we read: a text message, or a button pressed, and its chat. */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z.object({ text: z.string().max(4096).optional(), chat: chatSchema }).optional(),
  callback_query: z
    .object({
      id: z.string().max(256),
      // Absent for inline-mode messages; an old message comes as an inaccessible one, chat kept.
      message: z.object({ chat: chatSchema }).optional(),
      data: z.string().max(64).optional(),
    })
    .optional(),
});
type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
type Chat = z.infer<typeof chatSchema>;

interface Deps {
  db: Db;
  clock: Clock;
  bot: TelegramBot;
}

/** The confirmation button's data: which channel, checked against the chat that pressed Start. */
const CONFIRM = /^link:([\w-]{1,32})$/;

/**
 * `/start <token>` asks the chat whether to link it to the token's account, by a button; only
 * that button, pressed in the same chat, links it. Anyone can be sent someone else's link: Start
 * alone must neither link the chat nor show it to the link's owner. `/stop` unlinks the chat.
 */
export async function handleTelegramUpdate(deps: Deps, update: TelegramUpdate): Promise<void> {
  if (update.callback_query) return confirm(deps, update.callback_query);
  const message = update.message;
  const text = message?.text?.trim();
  if (!message || !text) return;
  const chatId = String(message.chat.id);
  const start = /^\/start(?:@\w+)?\s+([\w-]{1,64})$/.exec(text);
  if (start?.[1]) {
    const asked = await startTelegramLink(deps.db, {
      tokenHash: hashLinkToken(start[1]),
      chatId,
      now: deps.clock.now(),
    });
    if (typeof asked === 'string') return deps.bot.say(chatId, REPLIES[asked]);
    return deps.bot.ask(chatId, `Link this chat to ${asked.ownerName}'s reminders?`, {
      text: 'Link this chat',
      data: `link:${asked.channelId}`,
    });
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

async function confirm(
  deps: Deps,
  query: NonNullable<TelegramUpdate['callback_query']>,
): Promise<void> {
  const channelId = CONFIRM.exec(query.data ?? '')?.[1];
  const chat = query.message?.chat;
  const linked =
    channelId !== undefined &&
    chat !== undefined &&
    (await confirmTelegramLink(deps.db, {
      channelId,
      chatId: String(chat.id),
      label: chatLabel(chat),
      now: deps.clock.now(),
    }));
  // The answer only ends the button's spinner: too late an answer is refused, and the chat must
  // still hear that it is linked.
  await deps.bot.answer(query.id, linked ? 'Linked' : REPLIES.stale).catch(() => undefined);
  if (linked) await deps.bot.say(String(chat.id), REPLIES.linked);
}

const REPLIES = {
  linked: 'Linked: your Contest Tracker reminders will arrive here. Send /stop to unlink.',
  expired: 'This link has expired: make a new one on your Contest Tracker profile.',
  unknown:
    'This link is not known (it works once): make a new one on your Contest Tracker profile.',
  stale: 'This link is no longer valid: make a new one on your Contest Tracker profile.',
} as const;

function chatLabel(chat: Chat): string {
  const name = chat.title ?? (chat.username ? `@${chat.username}` : chat.first_name);
  return `Telegram ${name ?? 'chat'}`.slice(0, 80);
}
