import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Discord's webhooks and Telegram's Bot API as far as reminders use them, on 127.0.0.1: each
 * records what it was sent, and a test scripts its failures. Shapes follow Discord's "Execute
 * Webhook" and Telegram's Bot API documentation (`{ ok, result }`, `{ ok: false, error_code,
 * description, parameters }`).
 */
export interface FakeChatServices {
  url: string;
  /** Posts each webhook received, in order: `webhookId` is the path's numeric id. */
  discord: { webhookId: string; body: DiscordBody }[];
  /** Messages the bot sent, in order, with their inline buttons' text and callback data. */
  telegram: { chatId: string; text: string; buttons: { text: string; data: string }[] }[];
  /** The bot's answerCallbackQuery calls, in order. */
  callbackAnswers: { queryId: string; text: string | undefined }[];
  /** The next answers of a webhook id (then 204 again): `{ status, body }`. */
  failDiscord(webhookId: string, ...answers: { status: number; body?: unknown }[]): void;
  /** Every later message to this chat fails with this Telegram error. */
  failTelegram(chatId: string, error: { error_code: number; description: string }): void;
  /** A text message from a chat, for the bot's next getUpdates. */
  queueTelegramText(chatId: number, text: string, firstName?: string): void;
  /**
   * Someone in `chatId` presses the button labelled `buttonText` of the last message in that chat
   * showing one (a message of another chat cannot be pressed from here: throws). The update is
   * queued for getUpdates and returned, for a test to post to the webhook instead.
   */
  pressTelegramButton(chatId: number, buttonText: string): unknown;
  /**
   * A callback query with any data, as a modified client can send: Telegram checks only that the
   * message is the bot's, in that chat, not that it has a button with this data.
   */
  queueTelegramCallback(chatId: number, data: string): void;
  /** From now on the Bot API refuses to answer the queries sent so far ("query is too old"). */
  ageTelegramCallbacks(): void;
  close(): Promise<void>;
}

interface DiscordBody {
  username: string;
  embeds: { title: string; url: string; description: string; timestamp: string }[];
}

export const TEST_BOT_TOKEN = '123456:test-token_for-the-fake';
export const TEST_BOT_USERNAME = 'contest_tracker_test_bot';

/**
 * An `inline_keyboard`'s buttons; 'invalid' where the Bot API refuses one: callback_data must be
 * 1-64 bytes (https://core.telegram.org/bots/api#inlinekeyboardbutton).
 */
function inlineButtons(markup: unknown): { text: string; data: string }[] | 'invalid' {
  const rows = (markup as { inline_keyboard?: unknown } | undefined)?.inline_keyboard;
  if (!Array.isArray(rows)) return [];
  const buttons = (rows as unknown[][]).flat() as { text?: unknown; callback_data?: unknown }[];
  const valid = buttons.every(
    (button) =>
      typeof button.text === 'string' &&
      typeof button.callback_data === 'string' &&
      Buffer.byteLength(button.callback_data) >= 1 &&
      Buffer.byteLength(button.callback_data) <= 64,
  );
  return valid
    ? buttons.map((button) => ({ text: String(button.text), data: String(button.callback_data) }))
    : 'invalid';
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

/** `delayMs`: how long each webhook post takes to be answered (a slow Discord). */
export async function startFakeChatServices(
  options: { delayMs?: number } = {},
): Promise<FakeChatServices> {
  const discordFailures = new Map<string, { status: number; body?: unknown }[]>();
  const telegramFailures = new Map<string, { error_code: number; description: string }>();
  const updates: unknown[] = [];
  let nextUpdateId = 1000;
  const fake = {
    discord: [] as FakeChatServices['discord'],
    telegram: [] as FakeChatServices['telegram'],
    callbackAnswers: [] as FakeChatServices['callbackAnswers'],
  };
  /** Callback queries sent and not yet answered: Telegram refuses a second or unknown answer. */
  const openQueries = new Set<string>();

  const server = createServer((request, response) => {
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const delay = new Promise((done) => setTimeout(done, options.delayMs ?? 0));
    void Promise.all([readJson(request), delay]).then(([body]) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      const webhook = /^\/api\/webhooks\/(\d+)\/[\w-]+$/.exec(path);
      if (webhook?.[1] && request.method === 'POST') {
        const failure = discordFailures.get(webhook[1])?.shift();
        if (failure) {
          send(failure.status, failure.body ?? { message: 'failure' });
          return;
        }
        fake.discord.push({ webhookId: webhook[1], body: body as DiscordBody });
        send(200, { id: String(fake.discord.length) });
        return;
      }
      const method = new RegExp(`^/bot${TEST_BOT_TOKEN}/(\\w+)$`).exec(path)?.[1];
      const params = body as Record<string, unknown>;
      if (method === 'getMe') {
        send(200, {
          ok: true,
          result: { id: 123456, is_bot: true, first_name: 'Test bot', username: TEST_BOT_USERNAME },
        });
        return;
      }
      if (method === 'getUpdates') {
        const offset = typeof params.offset === 'number' ? params.offset : 0;
        // allowed_updates: only these kinds are delivered (an empty or absent list: all of them).
        const kinds = Array.isArray(params.allowed_updates) ? params.allowed_updates : [];
        const result = updates.filter(
          (update) =>
            (update as { update_id: number }).update_id >= offset &&
            (kinds.length === 0 ||
              Object.keys(update as object).some((key) => kinds.includes(key))),
        );
        send(200, { ok: true, result });
        return;
      }
      if (method === 'sendMessage') {
        const chatId = String(params.chat_id);
        const failure = telegramFailures.get(chatId);
        if (failure) {
          send(failure.error_code, { ok: false, ...failure });
          return;
        }
        const buttons = inlineButtons(params.reply_markup);
        if (buttons === 'invalid') {
          send(400, {
            ok: false,
            error_code: 400,
            description: 'Bad Request: BUTTON_DATA_INVALID',
          });
          return;
        }
        fake.telegram.push({ chatId, text: String(params.text), buttons });
        send(200, { ok: true, result: { message_id: fake.telegram.length, date: 0 } });
        return;
      }
      if (method === 'answerCallbackQuery') {
        const queryId = String(params.callback_query_id);
        if (!openQueries.delete(queryId)) {
          send(400, {
            ok: false,
            error_code: 400,
            description:
              'Bad Request: query is too old and response timeout expired or query ID is invalid',
          });
          return;
        }
        const text = typeof params.text === 'string' ? params.text : undefined;
        fake.callbackAnswers.push({ queryId, text });
        send(200, { ok: true, result: true });
        return;
      }
      send(404, { ok: false, error_code: 404, description: 'Not Found' });
    });
  });
  /** A callback_query update as the Bot API sends one for a press on the bot's message. */
  function queueCallback(chatId: number, messageId: number, data: string) {
    const id = String(4_000_000 + nextUpdateId);
    openQueries.add(id);
    const chat = { id: chatId, type: 'private', first_name: 'Ada' };
    const update = {
      update_id: nextUpdateId++,
      callback_query: {
        id,
        from: { id: chatId, is_bot: false, first_name: 'Ada' },
        message: { message_id: messageId, date: 0, chat, text: '…' },
        chat_instance: `instance-${chatId}`,
        data,
      },
    };
    updates.push(update);
    return update;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...fake,
    failDiscord: (webhookId, ...answers) => discordFailures.set(webhookId, answers),
    failTelegram: (chatId, error) => telegramFailures.set(chatId, error),
    queueTelegramText(chatId, text, firstName = 'Ada') {
      updates.push({
        update_id: nextUpdateId++,
        message: {
          message_id: nextUpdateId,
          date: 0,
          chat: { id: chatId, type: 'private', first_name: firstName },
          from: { id: chatId, is_bot: false, first_name: firstName },
          text,
        },
      });
    },
    pressTelegramButton(chatId, buttonText) {
      const index = fake.telegram.findLastIndex(
        (message) =>
          message.chatId === String(chatId) &&
          message.buttons.some((button) => button.text === buttonText),
      );
      const button = fake.telegram[index]?.buttons.find((one) => one.text === buttonText);
      if (!button) throw new Error(`no "${buttonText}" button in chat ${chatId}`);
      return queueCallback(chatId, index + 1, button.data);
    },
    ageTelegramCallbacks: () => {
      openQueries.clear();
    },
    queueTelegramCallback(chatId, data) {
      const index = fake.telegram.findLastIndex((message) => message.chatId === String(chatId));
      queueCallback(chatId, index + 1, data);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
