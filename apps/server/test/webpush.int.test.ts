import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Channel } from '@contest-tracker/contract';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { notificationChannels } from '#server/db/schema-reminders';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePushService } from './fake-push-service';
import { TEST_VAPID_KEYS } from './test-stack';
import { signInAs, useStack } from './use-stack';

const push = await startFakePushService();
/** Where an endpoint that must never be posted to points: it counts connections, any at all. */
const internal = createServer((socket) => socket.destroy());
let connections = 0;
internal.on('connection', () => connections++);
await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
const internalPort = (internal.address() as AddressInfo).port;
afterAll(async () => {
  await push.close();
  await new Promise((resolve) => internal.close(resolve));
});

const it$ = useStack({
  accounts: true,
  server: 'per-test',
  env: {
    // The local push service speaks plain http, on this machine.
    WEBPUSH_ALLOW_HTTP_ENDPOINTS: '1',
    // DNS as the tests need it: push services' names pointing inside, and the local service's name.
    WEBPUSH_RESOLVE:
      'fcm.googleapis.com=10.0.0.7,updates.push.services.mozilla.com=127.0.0.1,push.test=127.0.0.1',
  },
  setUp: async (stack) => {
    const report = await stack.server.syncNow();
    if (!report.ran) throw new Error('sync did not run');
  },
});

let ada: string;
beforeEach(async () => {
  push.received.length = 0;
  ada = await signInAs(it$.stack, it$.keys, { sub: 'ada', email: 'ada@example.com' });
});

const MINUTE = 60_000;
const call = async (method: string, path: string, json?: unknown) => {
  const response = await it$.stack.request(method, path, {
    token: ada,
    ...(json === undefined ? {} : { json }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as {
      channel: Channel;
      channels: Channel[];
      message: string;
    },
  };
};

async function starters() {
  const response = await it$.stack.get('/contests/codechef-START179');
  const { contest } = (await response.json()) as {
    contest: { id: string; title: string; start_date: string; link: string };
  };
  return contest;
}

describe('web push reminders', () => {
  it('publishes the VAPID key, and delivers an encrypted, signed reminder at its lead time', async () => {
    const key = await it$.stack.get('/api/webpush/key');
    expect(await key.json()).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });

    const subscription = push.subscribe();
    const created = await call('POST', '/user/notifications/channels', {
      kind: 'webpush',
      subscription: { ...subscription, expirationTime: null },
      name: 'Chrome on Android',
    });
    expect(created.status).toBe(201);
    expect(created.body.channel).toMatchObject({ kind: 'webpush', label: 'Chrome on Android' });
    // The endpoint is a secret: not even its owner gets it back.
    const listed = await call('GET', '/user/notifications');
    expect(JSON.stringify(listed.body)).not.toContain(subscription.endpoint);

    const contest = await starters();
    await call('POST', '/user/bookmarks', { contestId: contest.id });
    await call('PUT', '/user/notifications/rules', {
      rules: [{ scope: 'bookmarks', leadMinutes: [10], channelIds: [created.body.channel.id] }],
      timeZone: 'America/New_York',
    });
    await it$.stack.server.remindersNow();
    it$.stack.time.clock.set(new Date(new Date(contest.start_date).getTime() - 10 * MINUTE));
    const report = await it$.stack.server.remindersNow();
    expect(report.delivery.sent).toBe(1);
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message?.vapidKey).toBe(TEST_VAPID_KEYS.publicKey);
    expect(message?.payload.title).toBe(`In 10 minutes: ${contest.title}`);
    expect(message?.payload.body).toContain('CodeChef · starts');
    expect(message?.payload.body).toContain('(America/New_York)');
    expect(message?.payload.url).toBe(contest.link);
  });

  it('switches a device off when the push service says 410, and /profile says why', async () => {
    const subscription = push.subscribe();
    const created = await call('POST', '/user/notifications/channels', {
      kind: 'webpush',
      subscription,
    });
    expect(created.body.channel.label).toBe('This device (127.0.0.1)');
    push.unsubscribe(subscription.endpoint);
    const tested = await call(
      'POST',
      `/user/notifications/channels/${created.body.channel.id}/test`,
    );
    expect(tested.status).toBe(409);
    const listed = await call('GET', '/user/notifications');
    expect(listed.body.channels[0]).toMatchObject({
      status: 'off',
      offReason: 'The push service refused it: this device is no longer subscribed',
    });
  });

  it('says only that the push service refused it, never its status or body', async () => {
    const subscription = push.subscribe();
    const created = await call('POST', '/user/notifications/channels', {
      kind: 'webpush',
      subscription,
    });
    push.failNext(subscription.endpoint, { status: 500, body: 'db password is hunter2' });
    const tested = await call(
      'POST',
      `/user/notifications/channels/${created.body.channel.id}/test`,
    );
    expect(tested).toMatchObject({ status: 503, body: { message: 'The push service refused it' } });
  });

  it('sends over a connection to the address it checked, not a second lookup', async () => {
    // push.test is no name DNS knows: only the checked address (WEBPUSH_RESOLVE) reaches it.
    const subscription = push.subscribe({ host: 'push.test' });
    const created = await call('POST', '/user/notifications/channels', {
      kind: 'webpush',
      subscription,
    });
    expect(created.body.channel.label).toBe('This device (push.test)');
    const tested = await call(
      'POST',
      `/user/notifications/channels/${created.body.channel.id}/test`,
    );
    expect(tested.status).toBe(200);
    expect(push.received.map((message) => message.endpoint)).toEqual([subscription.endpoint]);
  });

  it('refuses an endpoint that is not a push service, or whose address is not public, naming the field', async () => {
    const keys = push.subscribe().keys;
    const refusal = async (endpoint: string) =>
      (
        await call('POST', '/user/notifications/channels', {
          kind: 'webpush',
          subscription: { endpoint, keys },
        })
      ).body.message;
    const notPushService =
      "subscription.endpoint: must be a push service's URL (WEBPUSH_ALLOWED_HOSTS)";
    const notPublic = "subscription.endpoint: the push service's address is not public";
    expect(await refusal(`https://127.0.0.1:${internalPort}/internal/admin?action=delete`)).toBe(
      notPushService,
    );
    expect(await refusal('https://localhost/internal/admin')).toBe(notPushService);
    expect(await refusal('https://fcm.googleapis.com.evil.example/fcm/send/x')).toBe(
      notPushService,
    );
    expect(await refusal('https://user:pw@fcm.googleapis.com/fcm/send/x')).toBe(notPushService);
    // Push services' names, resolving to a private and a loopback address.
    expect(await refusal('https://fcm.googleapis.com/fcm/send/abc')).toBe(notPublic);
    expect(
      await refusal(`https://updates.push.services.mozilla.com:${internalPort}/wpush/v2/x`),
    ).toBe(notPublic);
    // The test-only setting lets a local push service in over http, but only on this machine.
    expect(await refusal(`http://10.0.0.7:${internalPort}/push/x`)).toBe(notPublic);
    expect((await call('GET', '/user/notifications')).body.channels).toEqual([]);
    expect(connections).toBe(0);
  });

  it('refuses at every send a stored endpoint that is not a push service, without connecting', async () => {
    // Subscriptions stored before these rules, or a name that moved since it was checked.
    const [user] = await it$.db.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.googleSub, 'ada'));
    const keys = push.subscribe().keys;
    const endpoints = [
      `https://127.0.0.1:${internalPort}/internal/admin?action=delete`,
      `https://localhost:${internalPort}/internal/admin`,
      `https://updates.push.services.mozilla.com:${internalPort}/wpush/v2/x`,
      'https://fcm.googleapis.com/fcm/send/abc',
    ];
    await it$.db.database.db.insert(notificationChannels).values(
      endpoints.map((endpoint, n) => ({
        id: `stored-${n}`,
        userId: user?.id ?? 0,
        kind: 'webpush' as const,
        destination: JSON.stringify({ endpoint, keys }),
        label: 'An old device',
        status: 'active' as const,
      })),
    );
    for (const n of endpoints.keys()) {
      const tested = await call('POST', `/user/notifications/channels/stored-${n}/test`);
      expect(tested).toMatchObject({
        status: 503,
        body: { message: 'The push service could not be reached' },
      });
    }
    // Scheduled reminders too.
    const contest = await starters();
    await call('POST', '/user/bookmarks', { contestId: contest.id });
    await call('PUT', '/user/notifications/rules', {
      rules: [
        {
          scope: 'bookmarks',
          leadMinutes: [10],
          channelIds: endpoints.map((_, n) => `stored-${n}`),
        },
      ],
      timeZone: 'UTC',
    });
    await it$.stack.server.remindersNow();
    it$.stack.time.clock.set(new Date(new Date(contest.start_date).getTime() - 10 * MINUTE));
    const report = await it$.stack.server.remindersNow();
    expect(report.delivery).toMatchObject({ sent: 0, retrying: endpoints.length });
    expect(connections).toBe(0);
  });

  it('replaces a device that subscribes again, and refuses a bad subscription naming the field', async () => {
    const subscription = push.subscribe();
    await call('POST', '/user/notifications/channels', { kind: 'webpush', subscription });
    await call('POST', '/user/notifications/channels', { kind: 'webpush', subscription });
    expect((await call('GET', '/user/notifications')).body.channels).toHaveLength(1);

    const bad = await call('POST', '/user/notifications/channels', {
      kind: 'webpush',
      subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'short' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/subscription\.keys\.p256dh/);
  });

  it('accepts only https push services unless WEBPUSH_ALLOW_HTTP_ENDPOINTS is set', async () => {
    const stack = await it$.restart({ env: { WEBPUSH_ALLOW_HTTP_ENDPOINTS: '0' } });
    const token = await signInAs(stack, it$.keys, { sub: 'ada', email: 'ada@example.com' });
    const refused = await stack.request('POST', '/user/notifications/channels', {
      token,
      json: { kind: 'webpush', subscription: push.subscribe() },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'subscription.endpoint: must be an https URL',
    );
  });
});
