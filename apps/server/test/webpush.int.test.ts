import type { Channel } from '@contest-tracker/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePushService } from './fake-push-service';
import { TEST_VAPID_KEYS } from './test-stack';
import { signInAs, useStack } from './use-stack';

const push = await startFakePushService();
afterAll(() => push.close());

const it$ = useStack({
  accounts: true,
  server: 'per-test',
  // The local push service speaks plain http.
  env: { WEBPUSH_ALLOW_HTTP_ENDPOINTS: '1' },
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
      offReason: 'The push service says this device is no longer subscribed (HTTP 410)',
    });
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
