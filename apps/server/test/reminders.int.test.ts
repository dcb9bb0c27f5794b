import type { Channel, Rule, StatusResponse } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { upsertContests } from '#server/db/contests-repository';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatServices, TEST_BOT_TOKEN, TEST_BOT_USERNAME } from './fake-chat-services';
import { freePort } from '../../../tools/free-port';
import { signInAs, useStack } from './use-stack';

const chat = await startFakeChatServices();
afterAll(() => chat.close());

const logLines: string[] = [];
const it$ = useStack({
  accounts: true,
  server: 'per-test',
  env: {
    DISCORD_API_BASE: chat.url,
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_API_BASE: chat.url,
    LOG_LEVEL: 'info',
  },
  logStream: { write: (line: string) => void logLines.push(line) },
  setUp: async (stack) => {
    const report = await stack.server.syncNow();
    if (!report.ran) throw new Error('sync did not run');
  },
});

const WEBHOOK = 'https://discord.com/api/webhooks/112233445566/secret-token_ABCD';
let ada: string;
let bob: string;
beforeEach(async () => {
  chat.discord.length = 0;
  chat.telegram.length = 0;
  chat.callbackAnswers.length = 0;
  ada = await signInAs(it$.stack, it$.keys, {
    sub: 'ada',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
  });
  bob = await signInAs(it$.stack, it$.keys, { sub: 'bob', email: 'bob@example.com' });
});

/** Every field the reminder answers carry, read as present: a missing one fails its assertion. */
interface Answer {
  channel: Channel;
  channels: Channel[];
  rules: Rule[];
  available: string[];
  timeZone: string | null;
  message: string;
  sent: boolean;
}

const call = async (method: string, path: string, token: string, json?: unknown) => {
  const response = await it$.stack.request(method, path, {
    token,
    ...(json === undefined ? {} : { json }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
};

interface ApiContest {
  id: string;
  title: string;
  startsAt: string;
  url: string;
}
async function contest(id: string): Promise<ApiContest> {
  const response = await it$.stack.get(`/contests/${id}`);
  if (response.status !== 200)
    throw new Error(`${id}: ${response.status} ${await response.text()}`);
  const { contest: found } = (await response.json()) as {
    contest: { id: string; title: string; start_date: string; link: string };
  };
  return { id: found.id, title: found.title, startsAt: found.start_date, url: found.link };
}

/** Upcoming contests whose id starts with `prefix`, starting over an hour after `now`. */
async function upcomingAfter(now: Date, prefix: string): Promise<ApiContest[]> {
  const response = await it$.stack.get('/contests/upcoming');
  const { upcomingContests } = (await response.json()) as {
    upcomingContests: { id: string; title: string; start_date: string; link: string }[];
  };
  return upcomingContests
    .filter((c) => c.id.startsWith(prefix))
    .filter((c) => new Date(c.start_date).getTime() > now.getTime() + 61 * 60_000)
    .map((c) => ({ id: c.id, title: c.title, startsAt: c.start_date, url: c.link }));
}

const at = (iso: string, offsetMs: number) => new Date(new Date(iso).getTime() + offsetMs);
const MINUTE = 60_000;
const sweep = () => it$.stack.server.remindersNow();
const setNow = (when: Date) => {
  it$.stack.time.clock.set(when);
};

async function discordChannel(token: string, url = WEBHOOK): Promise<string> {
  const created = await call('POST', '/user/notifications/channels', token, {
    kind: 'discord',
    webhookUrl: url,
  });
  expect(created.status).toBe(201);
  return created.body.channel.id;
}

describe('reminders', () => {
  it('sends a bookmarked contest’s reminder to Discord at its lead time, once, in the user’s zone', async () => {
    const starters = await contest('codechef-START179');
    await call('POST', '/user/bookmarks', ada, { contestId: starters.id });
    const channelId = await discordChannel(ada);
    const saved = await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [60], channelIds: [channelId] }],
      timeZone: 'Asia/Kolkata',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe('Asia/Kolkata');
    expect(saved.body.available).toEqual(['discord', 'telegram', 'webpush']);
    await sweep();

    setNow(at(starters.startsAt, -61 * MINUTE));
    await sweep();
    expect(chat.discord).toEqual([]);

    setNow(at(starters.startsAt, -60 * MINUTE + 5_000));
    const report = await sweep();
    expect(report.delivery.sent).toBe(1);
    expect(chat.discord).toHaveLength(1);
    const embed = chat.discord[0]?.body.embeds[0];
    expect(embed?.title).toBe(`In 1 hour: ${starters.title}`);
    expect(embed?.url).toBe(starters.url);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(starters.startsAt));
    expect(embed?.description).toContain(`CodeChef · starts`);
    expect(embed?.description).toContain(`${local} (Asia/Kolkata)`);
    expect(chat.discord[0]?.webhookId).toBe('112233445566');

    setNow(at(starters.startsAt, -30 * MINUTE));
    await sweep();
    expect(chat.discord).toHaveLength(1);

    // A removed channel leaves the rules; a rule left with no channel goes.
    expect((await call('DELETE', `/user/notifications/channels/${channelId}`, ada)).status).toBe(
      204,
    );
    expect((await call('GET', '/user/notifications', ada)).body.rules).toEqual([]);
  });

  it('links Telegram with a one-time deep link and reminds of every contest of a platform, hidden series left out', async () => {
    const created = await call('POST', '/user/notifications/channels', ada, { kind: 'telegram' });
    expect(created.status).toBe(201);
    const { channel } = created.body;
    expect(channel.status).toBe('pending');
    const link = new URL(channel.link as string);
    expect(`${link.origin}${link.pathname}`).toBe(`https://t.me/${TEST_BOT_USERNAME}`);
    const token = link.searchParams.get('start') ?? '';
    expect(token).toMatch(/^[\w-]{20,64}$/);

    chat.queueTelegramText(777, `/start ${token}`);
    await it$.stack.server.telegramPollNow?.();
    expect(chat.telegram.at(-1)).toEqual({
      chatId: '777',
      text: "Link this chat to Ada Lovelace's reminders?",
      buttons: [{ text: 'Link this chat', data: `link:${channel.id}` }],
    });
    chat.pressTelegramButton(777, 'Link this chat');
    await it$.stack.server.telegramPollNow?.();
    expect(chat.callbackAnswers.map((answer) => answer.text)).toEqual(['Linked']);
    expect(chat.telegram.at(-1)?.chatId).toBe('777');
    expect(chat.telegram.at(-1)?.text).toMatch(/^Linked/);
    const listed = await call('GET', '/user/notifications', ada);
    expect(listed.body.channels).toEqual([
      expect.objectContaining({ id: channel.id, status: 'active', label: 'Telegram Ada' }),
    ]);
    // The link works once.
    chat.queueTelegramText(778, `/start ${token}`, 'Mallory');
    await it$.stack.server.telegramPollNow?.();
    expect(chat.telegram.at(-1)?.chatId).toBe('778');
    expect(chat.telegram.at(-1)?.text).toMatch(/not known/);

    const starters = await contest('codechef-START179');
    await call('POST', '/user/hidden-series', ada, { contestId: 'codeforces-1932' });
    await call('PUT', '/user/notifications/rules', ada, {
      rules: [
        {
          scope: 'platforms',
          platforms: ['codechef', 'codeforces'],
          leadMinutes: [15],
          channelIds: [channel.id],
        },
      ],
      timeZone: 'UTC',
    });
    await sweep();
    chat.telegram.length = 0;
    setNow(at(starters.startsAt, -15 * MINUTE));
    await sweep();
    expect(chat.telegram.map((sent) => sent.chatId)).toEqual(['777']);
    expect(chat.telegram[0]?.text).toContain(`<b>In 15 minutes: ${starters.title}</b>`);
    const hidden = await contest('codeforces-1932');
    setNow(at(hidden.startsAt, -15 * MINUTE));
    await sweep();
    expect(chat.telegram).toHaveLength(1);

    // The user blocks the bot: the next reminder switches the channel off, and says why.
    chat.failTelegram('777', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
    // After the sweeps so far (the clock went back to the hidden contest: move past them all).
    setNow(at(starters.startsAt, 5 * MINUTE));
    const later = (await upcomingAfter(it$.stack.time.clock.now(), ''))[0];
    if (!later) throw new Error('the replay has no contest after Starters 179');
    await call('POST', '/user/bookmarks', ada, { contestId: later.id });
    await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [60], channelIds: [channel.id] }],
      timeZone: 'UTC',
    });
    setNow(at(later.startsAt, -60 * MINUTE));
    const report = await sweep();
    expect(report.delivery.switchedOff).toBe(1);
    const after = await call('GET', '/user/notifications', ada);
    expect(after.body.channels[0]?.status).toBe('off');
    expect(after.body.channels[0]?.offReason).toBe(
      'Telegram says: Forbidden: bot was blocked by the user',
    );
  });

  it('refuses an expired Telegram link and unlinks on /stop', async () => {
    const created = await call('POST', '/user/notifications/channels', ada, { kind: 'telegram' });
    const token = new URL(created.body.channel.link as string).searchParams.get('start') ?? '';
    setNow(at(created.body.channel.linkExpiresAt as string, 1_000));
    chat.queueTelegramText(901, `/start ${token}`);
    await it$.stack.server.telegramPollNow?.();
    expect(chat.telegram.at(-1)?.text).toMatch(/expired/);

    const again = await call('POST', '/user/notifications/channels', ada, { kind: 'telegram' });
    const fresh = new URL(again.body.channel.link as string).searchParams.get('start') ?? '';
    chat.queueTelegramText(902, `/start ${fresh}`);
    await it$.stack.server.telegramPollNow?.();
    chat.pressTelegramButton(902, 'Link this chat');
    await it$.stack.server.telegramPollNow?.();
    expect(chat.telegram.at(-1)?.text).toMatch(/^Linked/);
    chat.queueTelegramText(902, '/stop');
    await it$.stack.server.telegramPollNow?.();
    expect(chat.telegram.at(-1)?.text).toMatch(/^Unlinked/);
    const listed = await call('GET', '/user/notifications', ada);
    expect(listed.body.channels.map((c: { id: string }) => c.id)).toEqual([
      created.body.channel.id,
    ]);
  });

  it('takes Telegram updates by webhook when a secret is set, and refuses any without it', async () => {
    const secret = 'webhook-secret-for-the-test-0123456789';
    const stack = await it$.restart({
      env: {
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_API_BASE: chat.url,
        TELEGRAM_WEBHOOK_SECRET: secret,
      },
    });
    const token = await signInAs(stack, it$.keys, { sub: 'ada', email: 'ada@example.com' });
    const created = await stack.request('POST', '/user/notifications/channels', {
      token,
      json: { kind: 'telegram' },
    });
    const { channel } = (await created.json()) as { channel: Channel };
    const start = new URL(channel.link ?? '').searchParams.get('start') ?? '';
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: 555, type: 'private', first_name: 'Ada' },
        text: `/start ${start}`,
      },
    };
    // Webhook mode: nothing polls.
    expect(stack.server.telegramPollNow).toBeUndefined();
    const forged = await stack.request('POST', '/telegram/webhook', {
      json: update,
      headers: { 'x-telegram-bot-api-secret-token': 'not-the-secret-at-all-000000' },
    });
    expect(forged.status).toBe(401);
    const real = await stack.request('POST', '/telegram/webhook', {
      json: update,
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });
    expect(real.status).toBe(204);
    const pressed = await stack.request('POST', '/telegram/webhook', {
      json: chat.pressTelegramButton(555, 'Link this chat'),
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });
    expect(pressed.status).toBe(204);
    const listed = await stack.request('GET', '/user/notifications', { token });
    const { channels } = (await listed.json()) as { channels: Channel[] };
    expect(channels.map((c) => c.status)).toEqual(['active']);
    expect(chat.telegram.at(-1)?.chatId).toBe('555');
    expect(chat.telegram.at(-1)?.text).toMatch(/^Linked/);
  });

  it('asks before it links: Start alone links nothing; a stale, expired or forged confirmation neither', async () => {
    const created = await call('POST', '/user/notifications/channels', ada, { kind: 'telegram' });
    const { channel } = created.body;
    const token = new URL(channel.link as string).searchParams.get('start') ?? '';
    const poll = () => it$.stack.server.telegramPollNow?.();
    const status = async () =>
      (await call('GET', '/user/notifications', ada)).body.channels.map((c) => [c.status, c.label]);

    // Mallory is sent Ada's link and presses Start: asked, not linked, her name not shown to Ada.
    chat.queueTelegramText(31, `/start ${token}`, 'Mallory');
    await poll();
    expect(chat.telegram.at(-1)?.text).toBe("Link this chat to Ada Lovelace's reminders?");
    expect(await status()).toEqual([['pending', 'Telegram (not linked yet)']]);

    // A modified client in another chat sends the button's data: not the chat that pressed Start.
    chat.queueTelegramCallback(32, `link:${channel.id}`);
    // Data no button carries, and none at all.
    chat.queueTelegramCallback(31, 'link:not-a-channel-id');
    chat.queueTelegramCallback(31, `unlink:${channel.id}`);
    await poll();
    const stale = 'This link is no longer valid: make a new one on your Contest Tracker profile.';
    expect(chat.callbackAnswers.map((answer) => answer.text)).toEqual([stale, stale, stale]);
    expect(await status()).toEqual([['pending', 'Telegram (not linked yet)']]);

    // Another chat presses Start on the same link: Mallory's button is stale from then on.
    chat.queueTelegramText(33, `/start ${token}`);
    await poll();
    chat.pressTelegramButton(31, 'Link this chat');
    await poll();
    expect(chat.callbackAnswers.at(-1)?.text).toBe(stale);
    expect(await status()).toEqual([['pending', 'Telegram (not linked yet)']]);

    // Pressed after the link expired: nothing.
    setNow(at(channel.linkExpiresAt as string, 1_000));
    chat.pressTelegramButton(33, 'Link this chat');
    await poll();
    expect(chat.callbackAnswers.at(-1)?.text).toBe(stale);
    expect(await status()).toEqual([['pending', 'Telegram (not linked yet)']]);

    // In time, in the chat that pressed Start last: linked, and told so even when the press is
    // read too late for Telegram to take its answer; pressed again, nothing more.
    setNow(at(channel.linkExpiresAt as string, -1_000));
    chat.pressTelegramButton(33, 'Link this chat');
    chat.ageTelegramCallbacks();
    const answered = chat.callbackAnswers.length;
    await poll();
    expect(chat.callbackAnswers).toHaveLength(answered);
    expect(chat.telegram.at(-1)).toMatchObject({
      chatId: '33',
      text: expect.stringMatching(/^Linked/) as unknown,
    });
    expect(await status()).toEqual([['active', 'Telegram Ada']]);
    chat.pressTelegramButton(33, 'Link this chat');
    await poll();
    expect(chat.callbackAnswers.at(-1)?.text).toBe(stale);
    expect(chat.telegram.filter((sent) => /^Linked/.test(sent.text))).toHaveLength(1);
  });

  it('switches a gone destination off and says why; retries a failure with backoff and honours 429', async () => {
    const starters = await contest('codechef-START179');
    await call('POST', '/user/bookmarks', ada, { contestId: starters.id });
    const gone = await discordChannel(ada, 'https://discord.com/api/webhooks/404404/gone');
    const flaky = await discordChannel(ada, 'https://discordapp.com/api/webhooks/500500/flaky');
    const slow = await discordChannel(ada, 'https://discord.com/api/webhooks/429429/slow');
    chat.failDiscord('404404', { status: 404, body: { message: 'Unknown Webhook', code: 10015 } });
    chat.failDiscord('500500', { status: 500 });
    chat.failDiscord('429429', {
      status: 429,
      body: { message: 'rate limited', retry_after: 90.5 },
    });
    await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [60], channelIds: [gone, flaky, slow] }],
      timeZone: 'UTC',
    });
    await sweep();
    const due = at(starters.startsAt, -60 * MINUTE);
    setNow(due);
    const first = await sweep();
    expect(first.delivery).toMatchObject({ sent: 0, switchedOff: 1, retrying: 2 });
    const listed = await call('GET', '/user/notifications', ada);
    const goneChannel = listed.body.channels.find((c) => c.id === gone);
    expect(goneChannel?.status).toBe('off');
    expect(goneChannel?.offReason).toBe('Discord says this webhook no longer exists (HTTP 404)');

    setNow(at(due.toISOString(), 31_000));
    await sweep();
    expect(chat.discord.map((post) => post.webhookId)).toEqual(['500500']);
    setNow(at(due.toISOString(), 89_000));
    await sweep();
    expect(chat.discord).toHaveLength(1);
    setNow(at(due.toISOString(), 91_000));
    await sweep();
    expect(chat.discord.map((post) => post.webhookId)).toEqual(['500500', '429429']);
  });

  it('tells of a bookmarked contest moved before its start, once', async () => {
    const starters = await contest('codechef-START179');
    await call('POST', '/user/bookmarks', ada, { contestId: starters.id });
    const channelId = await discordChannel(ada);
    await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [5], channelIds: [channelId] }],
      timeZone: 'Europe/Berlin',
    });
    await sweep();
    setNow(at(it$.stack.time.clock.now().toISOString(), MINUTE));
    const moved = at(starters.startsAt, 24 * 60 * MINUTE);
    await upsertContests(
      it$.db.database.db,
      [
        {
          platform: 'codechef',
          externalId: 'START179',
          title: starters.title,
          url: starters.url,
          startsAt: moved,
          durationMinutes: 120,
        },
      ],
      it$.stack.time.clock.now(),
    );
    setNow(at(it$.stack.time.clock.now().toISOString(), 10_000));
    await sweep();
    await sweep();
    expect(chat.discord.map((post) => post.body.embeds[0]?.title)).toEqual([
      `Changed: ${starters.title}`,
    ]);
    expect(chat.discord[0]?.body.embeds[0]?.timestamp).toBe(moved.toISOString());
  });

  it('sends at start-up what fell due while down if the contest has not started, and counts the rest', async () => {
    // `missed` starts while the server is down, its reminder falling due then too; `late`'s
    // reminder falls due then, its start after the restart.
    const now = it$.stack.time.clock.now().getTime();
    const made = (externalId: string, title: string, startsInMinutes: number) => ({
      platform: 'codeforces' as const,
      externalId,
      title,
      url: `https://codeforces.com/contest/${externalId}`,
      startsAt: new Date(now + startsInMinutes * MINUTE),
      durationMinutes: 120,
    });
    const missed = { id: 'codeforces-990001', ...made('990001', 'Missed Round', 180) };
    const late = { id: 'codeforces-990002', ...made('990002', 'Late Round', 360) };
    await upsertContests(it$.db.database.db, [missed, late], new Date(now));
    const downAt = late.startsAt.getTime() - 10 * MINUTE;
    for (const id of [late.id, missed.id]) {
      await call('POST', '/user/bookmarks', ada, { contestId: id });
    }
    const channelId = await discordChannel(ada);
    await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [60], channelIds: [channelId] }],
      timeZone: 'UTC',
    });
    await sweep();
    // Down from then until 10 minutes before `late` starts.
    await it$.restart({ env: { DISCORD_API_BASE: chat.url, LOG_LEVEL: 'silent' } });
    setNow(new Date(downAt));
    const report = await sweep();
    expect(report).toMatchObject({ planned: 1, dropped: 1, delivery: { sent: 1 } });
    expect(chat.discord.map((post) => post.body.embeds[0]?.title)).toEqual([
      `In 1 hour: ${late.title}`,
    ]);
  });

  it('answers 400 naming the field, keeps users apart (404), and never shows or logs a webhook secret', async () => {
    // Discord's own hosts, the whole URL: a Discord URL inside another, or trailing one, is not one.
    for (const webhookUrl of [
      'https://evil.example/api/webhooks/1/x',
      'https://evil.example/?u=https://discord.com/api/webhooks/1/x',
      'https://discord.com/api/webhooks/1/x?u=https://evil.example/',
      'http://discord.com/api/webhooks/1/x',
    ]) {
      const bad = await call('POST', '/user/notifications/channels', ada, {
        kind: 'discord',
        webhookUrl,
      });
      expect([webhookUrl, bad.status]).toEqual([webhookUrl, 400]);
      expect(bad.body.message).toMatch(/webhookUrl/);
    }
    const badKind = await call('POST', '/user/notifications/channels', ada, { kind: 'email' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/kind/);

    const channelId = await discordChannel(ada);
    const badZone = await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [60], channelIds: [channelId] }],
      timeZone: 'Mars/Olympus',
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toMatch(/timeZone/);
    const badLead = await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'bookmarks', leadMinutes: [7], channelIds: [channelId] }],
      timeZone: 'UTC',
    });
    expect(badLead.body.message).toMatch(/rules\.0\.leadMinutes\.0/);
    const noPlatforms = await call('PUT', '/user/notifications/rules', ada, {
      rules: [{ scope: 'platforms', leadMinutes: [60], channelIds: [channelId] }],
      timeZone: 'UTC',
    });
    expect(noPlatforms.body.message).toMatch(/rules\.0\.platforms/);

    const bobs = await call('PUT', '/user/notifications/rules', bob, {
      rules: [{ scope: 'bookmarks', leadMinutes: [60], channelIds: [channelId] }],
      timeZone: 'UTC',
    });
    expect(bobs.status).toBe(400);
    expect(bobs.body.message).toBe('rules.0.channelIds.0: no such channel');
    expect((await call('POST', `/user/notifications/channels/${channelId}/test`, bob)).status).toBe(
      404,
    );
    expect((await call('DELETE', `/user/notifications/channels/${channelId}`, bob)).status).toBe(
      404,
    );
    expect((await call('GET', '/user/notifications', bob)).body.channels).toEqual([]);

    const tested = await call('POST', `/user/notifications/channels/${channelId}/test`, ada);
    expect(tested).toEqual({ status: 200, body: { sent: true } });
    expect(chat.discord).toHaveLength(1);
    // One test per channel per 30 s: a user cannot make us flood Discord (and be banned by it).
    const testAgain = () =>
      it$.stack.request('POST', `/user/notifications/channels/${channelId}/test`, { token: ada });
    const tooSoon = await testAgain();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('30');
    const started = it$.stack.time.clock.now().toISOString();
    setNow(at(started, 29_500));
    const stillTooSoon = await testAgain();
    expect(stillTooSoon.status).toBe(429);
    expect(stillTooSoon.headers.get('retry-after')).toBe('1');
    expect(chat.discord).toHaveLength(1);
    setNow(at(started, 30_000));
    expect((await testAgain()).status).toBe(200);
    expect(chat.discord).toHaveLength(2);

    const mine = await call('GET', '/user/notifications', ada);
    expect(JSON.stringify(mine.body)).not.toContain('secret-token');
    expect(mine.body.channels[0]?.label).toMatch(/••••ABCD$/);
    expect(logLines.join('\n')).not.toContain('secret-token');
    expect((await call('DELETE', `/user/notifications/channels/${channelId}`, ada)).status).toBe(
      204,
    );
  });

  it('holds each user to 10 channels, 60 added at once included, and 20 rules', async () => {
    // All at once: each add counts and inserts holding the user's row, so none sees a stale count.
    const added = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        call('POST', '/user/notifications/channels', ada, {
          kind: 'discord',
          webhookUrl: `https://discord.com/api/webhooks/${1000 + n}/t${n}`,
        }),
      ),
    );
    expect(added.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(added.filter((answer) => answer.status === 400)).toHaveLength(50);
    const ids = (await call('GET', '/user/notifications', ada)).body.channels.map((c) => c.id);
    expect(ids).toHaveLength(10);
    const eleventh = await call('POST', '/user/notifications/channels', ada, {
      kind: 'discord',
      webhookUrl: 'https://discord.com/api/webhooks/2000/t',
    });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toMatch(/at most 10 channels/);
    const rule = { scope: 'bookmarks', leadMinutes: [60], channelIds: [ids[0]] };
    const many = await call('PUT', '/user/notifications/rules', ada, {
      rules: Array.from({ length: 21 }, () => rule),
      timeZone: 'UTC',
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/rules/);
  });

  it('adds a channel with its first rule in one call; a rule that cannot be saved adds neither', async () => {
    const first = await call('POST', '/user/notifications/channels', ada, {
      kind: 'discord',
      webhookUrl: WEBHOOK,
      rule: { scope: 'bookmarks', leadMinutes: [30] },
      timeZone: 'Europe/Berlin',
    });
    expect(first.status).toBe(201);
    const telegram = await call('POST', '/user/notifications/channels', ada, {
      kind: 'telegram',
      rule: { scope: 'platforms', platforms: ['codechef'], leadMinutes: [1440, 60] },
    });
    expect(telegram.status).toBe(201);
    const saved = (await call('GET', '/user/notifications', ada)).body;
    expect(saved.timeZone).toBe('Europe/Berlin');
    expect(saved.rules).toEqual([
      { scope: 'bookmarks', leadMinutes: [30], channelIds: [first.body.channel.id] },
      {
        scope: 'platforms',
        platforms: ['codechef'],
        leadMinutes: [1440, 60],
        channelIds: [telegram.body.channel.id],
      },
    ]);

    const bad = await call('POST', '/user/notifications/channels', ada, {
      kind: 'discord',
      webhookUrl: WEBHOOK,
      rule: { scope: 'platforms', leadMinutes: [30] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^rule\.platforms: must name at least one platform/);

    // With 20 rules the new one is refused, and the channel is not left behind without it.
    const rule = { scope: 'bookmarks', leadMinutes: [60], channelIds: [first.body.channel.id] };
    const full = await call('PUT', '/user/notifications/rules', ada, {
      rules: Array.from({ length: 20 }, () => rule),
      timeZone: 'UTC',
    });
    expect(full.status).toBe(200);
    const refused = await call('POST', '/user/notifications/channels', ada, {
      kind: 'discord',
      webhookUrl: 'https://discord.com/api/webhooks/99/other',
      rule: { scope: 'bookmarks', leadMinutes: [30] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^rule: at most 20 rules/);
    const after = (await call('GET', '/user/notifications', ada)).body;
    // Added at the same (test) instant: listed in the ids' order.
    expect(after.channels.map((c) => c.id).sort()).toEqual(
      [first.body.channel.id, telegram.body.channel.id].sort(),
    );
    expect(after.rules).toHaveLength(20);
    expect(after.timeZone).toBe('UTC');
  });
});

describe('failing background work: Telegram unreachable, the database refusing a sweep', () => {
  /** The server's whole log output, and a wait for the first line matching a pattern. */
  function capturedLog() {
    const lines: string[] = [];
    const waiting: { pattern: RegExp; found: (line: string) => void }[] = [];
    const logStream = {
      write(line: string) {
        lines.push(line);
        for (const waiter of waiting.filter((w) => w.pattern.test(line))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.found(line);
        }
      },
    };
    const lineMatching = (pattern: RegExp) =>
      new Promise<string>((found) => {
        const seen = lines.find((line) => pattern.test(line));
        if (seen) found(seen);
        else waiting.push({ pattern, found });
      });
    return { lines, logStream, lineMatching };
  }
  const tokenSecret = TEST_BOT_TOKEN.split(':')[1] ?? '';
  const jobStatuses = async (stack: { get(path: string): Promise<Response> }) =>
    ((await (await stack.get('/api/status')).json()) as StatusResponse).jobs;

  it('polling: logs the failure under telegram-poll, once for the streak, and never the bot token', async () => {
    const log = capturedLog();
    const stack = await it$.restart({
      env: {
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_API_BASE: `http://127.0.0.1:${await freePort()}`,
        LOG_LEVEL: 'debug',
        REMINDER_SWEEP_SECONDS: '0',
      },
      logStream: log.logStream,
      schedule: true,
    });
    const line = JSON.parse(await log.lineMatching(/"level":50/)) as Record<string, unknown>;
    expect(line.job).toBe('telegram-poll');
    expect(line.msg).toMatch(/^telegram-poll failed/);
    // What grammY said, with where it went, minus the token.
    expect(JSON.stringify(line.err)).toContain('/bot[redacted]/getUpdates');
    // /api/status names the job's failure by its category, never with the token-bearing text.
    const jobs = await jobStatuses(stack);
    expect(jobs.find((job) => job.name === 'telegram-poll')).toMatchObject({
      everySeconds: 1,
      lastOutcome: 'failed',
      lastError: 'network unreachable',
    });
    // A direct read fails the same way; the scheduled one is quiet until it recovers.
    await expect(stack.server.telegramPollNow?.()).rejects.toThrow(/getUpdates/);
    await stack.close();
    const output = log.lines.join('');
    expect(output).not.toContain(tokenSecret);
    expect(output).not.toMatch(/sync crashed/);
    expect(log.lines.filter((l) => l.includes('telegram-poll'))).toHaveLength(1);
  });

  it('a failing reminder sweep logs under reminders, never as a sync', async () => {
    const log = capturedLog();
    const { db } = it$.db.database;
    // The sweep's first read fails: its table is away while the server starts (and sweeps at once).
    await db.execute(sql`alter table reminder_schedule rename to reminder_schedule_away`);
    try {
      const stack = await it$.restart({
        env: { LOG_LEVEL: 'info', REMINDER_SWEEP_SECONDS: '60' },
        logStream: log.logStream,
        schedule: true,
      });
      // The first error line, whatever it names: a wrong name fails here, not by a timeout.
      const line = JSON.parse(await log.lineMatching(/"level":50/)) as Record<string, unknown>;
      expect(line.job).toBe('reminders');
      expect(line.msg).toBe('reminders failed');
      expect(JSON.stringify(line.err)).toMatch(/reminder_schedule/);
      const jobs = await jobStatuses(stack);
      expect(jobs.find((job) => job.name === 'reminders')).toMatchObject({
        everySeconds: 60,
        lastRunAt: expect.any(String) as unknown,
        lastOutcome: 'failed',
        lastErrorAt: expect.any(String) as unknown,
        lastError: 'database refused a query',
      });
      // Every job is listed by name, the untimed ones too.
      expect(jobs.map((job) => job.name).sort()).toEqual([
        'handles-refresh',
        'rating-predictions',
        'reminders',
        'session-cleanup',
        'sync',
        'upsolve-refresh',
      ]);
      await stack.close();
    } finally {
      await db.execute(sql`alter table reminder_schedule_away rename to reminder_schedule`);
    }
    expect(log.lines.join('')).not.toMatch(/sync crashed|sync failed/);
  });

  it('webhook: answers 204 when the reply to Telegram fails, logs it under telegram-webhook, never the bot token', async () => {
    const log = capturedLog();
    const secret = 'webhook-secret-for-the-outage-0123456789';
    const stack = await it$.restart({
      env: {
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_API_BASE: `http://127.0.0.1:${await freePort()}`,
        TELEGRAM_WEBHOOK_SECRET: secret,
        LOG_LEVEL: 'debug',
      },
      logStream: log.logStream,
    });
    const update = {
      update_id: 7,
      message: {
        message_id: 7,
        date: 0,
        chat: { id: 556, type: 'private', first_name: 'Ada' },
        text: '/stop',
      },
    };
    const answer = await stack.request('POST', '/telegram/webhook', {
      json: update,
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });
    expect(answer.status).toBe(204);
    const line = JSON.parse(await log.lineMatching(/"job":"telegram-webhook"/)) as Record<
      string,
      unknown
    >;
    expect(line).toMatchObject({ level: 40 });
    expect(JSON.stringify(line.err)).toContain('/bot[redacted]/sendMessage');
    await stack.close();
    const output = log.lines.join('');
    expect(output).not.toContain(tokenSecret);
    expect(output).not.toContain(secret);
    expect(output).not.toMatch(/unhandled error/);
  });
});
