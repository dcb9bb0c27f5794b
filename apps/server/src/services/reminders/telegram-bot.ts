import type { Api, GrammyError as GrammyErrorClass } from 'grammy';
import type { Update } from 'grammy/types';
import { detailLines, headline, type ReminderMessage } from './reminder-message';
import { failed, type ChannelSender, type SendOutcome } from './send-outcome';

/** The bot's side of Telegram: sending, the deep link's bot name, and reading updates. */
export interface TelegramBot {
  sender: ChannelSender;
  /** The bot's @username, for `https://t.me/<bot>?start=<token>` (asked once, then kept). */
  username(): Promise<string>;
  getUpdates(offset: number, timeoutSeconds: number, signal?: AbortSignal): Promise<Update[]>;
  say(chatId: string, text: string): Promise<void>;
  /** A message with one inline button; pressing it sends the bot a callback query with `data`. */
  ask(chatId: string, text: string, button: { text: string; data: string }): Promise<void>;
  /** Ends the pressed button's spinner, with a short notice shown to whoever pressed it. */
  answer(callbackQueryId: string, text: string): Promise<void>;
}

/** `apiBase` is TELEGRAM_API_BASE: Telegram's own API unless a test points it at a fake. */
export function createTelegramBot(options: { token: string; apiBase: string }): TelegramBot {
  // grammY is loaded when the bot first speaks, not at start-up (decision 030).
  let loaded: Promise<{ api: Api; GrammyError: typeof GrammyErrorClass }> | undefined;
  const grammy = () =>
    (loaded ??= import('grammy').then(({ Api, GrammyError }) => ({
      api: new Api(options.token, { apiRoot: options.apiBase }),
      GrammyError,
    })));
  let username: Promise<string> | undefined;
  return {
    sender: {
      async send(chatId, message) {
        const { api, GrammyError } = await grammy();
        try {
          await api.sendMessage(chatId, telegramHtml(message), {
            parse_mode: 'HTML',
            link_preview_options: { is_disabled: true },
          });
          return { ok: true };
        } catch (error) {
          return outcomeOf(error, GrammyError);
        }
      },
    },
    username() {
      username ??= grammy()
        .then(({ api }) => api.getMe())
        .then((me) => me.username);
      // A failed look-up is asked again next time.
      username.catch(() => (username = undefined));
      return username;
    },
    async getUpdates(offset, timeoutSeconds, signal) {
      const { api } = await grammy();
      return api.getUpdates(
        { offset, timeout: timeoutSeconds, allowed_updates: ['message', 'callback_query'] },
        // grammY's Node build types its signal after the abort-controller shim; Node's is the same.
        signal as Parameters<Api['getUpdates']>[1],
      );
    },
    async say(chatId, text) {
      const { api } = await grammy();
      await api.sendMessage(chatId, text);
    },
    async ask(chatId, text, button) {
      const { api } = await grammy();
      await api.sendMessage(chatId, text, {
        reply_markup: { inline_keyboard: [[{ text: button.text, callback_data: button.data }]] },
      });
    },
    async answer(callbackQueryId, text) {
      const { api } = await grammy();
      await api.answerCallbackQuery(callbackQueryId, { text });
    },
  };
}

/** Telegram's answers that mean the chat will never take a message from this bot again. */
const GONE = [/bot was blocked/i, /chat not found/i, /user is deactivated/i, /bot was kicked/i];

function outcomeOf(error: unknown, GrammyError: typeof GrammyErrorClass): SendOutcome {
  if (!(error instanceof GrammyError)) {
    return failed(`Telegram could not be reached (${(error as Error).name})`);
  }
  if (GONE.some((pattern) => pattern.test(error.description))) {
    return { ok: false, gone: true, reason: `Telegram says: ${error.description}` };
  }
  const retryAfter = error.parameters.retry_after;
  return failed(
    `Telegram answered ${error.error_code}: ${error.description}`,
    retryAfter === undefined ? undefined : retryAfter * 1000,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function telegramHtml(message: ReminderMessage): string {
  const lines = detailLines(message);
  const link = lines.pop() ?? message.url;
  return [
    `<b>${escapeHtml(headline(message))}</b>`,
    ...lines.map(escapeHtml),
    `<a href="${escapeHtml(link).replace(/"/g, '&quot;')}">${escapeHtml(link)}</a>`,
  ].join('\n');
}
