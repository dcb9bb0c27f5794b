import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contests } from '#server/db/schema';
import { notificationChannels, reminderDeliveries } from '#server/db/schema-reminders';
import { fixedClock } from '#server/lib/clock';
import { deliverDue } from '#server/services/reminders/deliver-due';
import { createDiscordSender } from '#server/services/reminders/discord-sender';
import { planDeliveries } from '#server/services/reminders/plan-deliveries';
import { startFakeChatServices, type FakeChatServices } from './fake-chat-services';
import { seedReminders } from './seed-reminders';
import { openTestDatabase, testDbKind, type TestDatabase } from './test-database';

// The outbox's sending rules, driven straight (no HTTP server): a plan, then sweeps at chosen
// instants against the fake Discord. Fast enough to be what `npm run mutate` runs for them.

const MINUTE = 60_000;
const START = new Date('2026-03-02T14:35:00.000Z');
const DUE = new Date(START.getTime() - 60 * MINUTE);
const WEBHOOK_ID = '100000';

let test: TestDatabase;
let chat: FakeChatServices;
beforeAll(async () => {
  test = await openTestDatabase();
  chat = await startFakeChatServices();
});
afterAll(async () => {
  await chat.close();
  await test.close();
});

const clock = fixedClock(DUE);
beforeEach(async () => {
  await test.reset();
  chat.discord.length = 0;
  chat.failDiscord(WEBHOOK_ID);
  // One user reminded 60 minutes before START; the reminder planned when it falls due.
  const db = test.database.db;
  const settingsSaved = new Date(DUE.getTime() - 24 * 60 * MINUTE);
  await seedReminders(db, { count: 1, startsAt: START, leadMinutes: 60, createdAt: settingsSaved });
  await planDeliveries(db, settingsSaved);
  expect(await planDeliveries(db, DUE)).toMatchObject({ planned: 1, dropped: 0 });
});

const sweepAt = (at: Date | number, publicUrl?: string) => {
  clock.set(new Date(at));
  return deliverDue({
    db: test.database.db,
    now: () => clock.now(),
    claimMs: MINUTE,
    senders: { discord: createDiscordSender({ apiBase: chat.url }) },
    publicUrl,
  });
};

async function delivery() {
  const [row] = await test.database.db
    .select({
      status: reminderDeliveries.status,
      attempts: reminderDeliveries.attempts,
      nextAttemptAt: reminderDeliveries.nextAttemptAt,
      lastError: reminderDeliveries.lastError,
    })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.kind, 'reminder'));
  if (!row) throw new Error('no delivery planned');
  return row;
}

describe(`a reminder's delivery (${testDbKind})`, () => {
  it('sends a reminder still pending just before its contest starts', async () => {
    const report = await sweepAt(START.getTime() - 1);
    expect(report).toMatchObject({ sent: 1, dropped: 0 });
    expect(chat.discord.map((post) => post.webhookId)).toEqual([WEBHOOK_ID]);
    expect(await delivery()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("links the contest's page on the public URL, when there is one", async () => {
    await sweepAt(START.getTime() - 1, 'https://contests.example.org');
    const [post] = chat.discord;
    expect(post?.body.embeds[0]?.description).toContain(
      'Details: https://contests.example.org/contest/codeforces-995000',
    );
  });

  it('never sends a reminder still pending when its contest starts, and says why', async () => {
    // Nothing swept between the plan and the start (an outage): at the start it is too late.
    const report = await sweepAt(START);
    expect(report).toMatchObject({ sent: 0, dropped: 1 });
    expect(chat.discord).toEqual([]);
    expect(await delivery()).toMatchObject({ status: 'dropped', lastError: 'contest started' });
    expect(await sweepAt(START.getTime() + MINUTE)).toMatchObject({ sent: 0, dropped: 0 });
    expect(chat.discord).toEqual([]);
  });

  it('retries a failure after 30 s, 60 s, 120 s, 240 s, 480 s: six tries, then failed', async () => {
    chat.failDiscord(WEBHOOK_ID, ...Array.from({ length: 6 }, () => ({ status: 500 })));
    let at = DUE.getTime();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await sweepAt(at)).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
      const row = await delivery();
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: 'Discord answered HTTP 500',
      });
      waits.push(row.nextAttemptAt.getTime() - at);
      // Not a moment before its time.
      expect(await sweepAt(row.nextAttemptAt.getTime() - 1)).toMatchObject({ retrying: 0 });
      at = row.nextAttemptAt.getTime();
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(await sweepAt(at)).toMatchObject({ sent: 0, retrying: 0, failed: 1 });
    expect(await delivery()).toMatchObject({ status: 'failed', attempts: 6 });
    expect(await sweepAt(at + 60 * MINUTE - 1)).toMatchObject({ retrying: 0, failed: 0 });
    expect(chat.discord).toEqual([]);
  });

  it('drops a reminder whose channel was switched off, or whose contest moved, unsent', async () => {
    const db = test.database.db;
    await db.update(notificationChannels).set({ status: 'off' });
    expect(await sweepAt(DUE)).toMatchObject({ sent: 0, dropped: 1 });
    expect(await delivery()).toMatchObject({ status: 'dropped', lastError: 'channel not active' });

    await db.update(notificationChannels).set({ status: 'active' });
    await db
      .update(reminderDeliveries)
      .set({ status: 'pending', claimedUntil: null, nextAttemptAt: DUE });
    await db.update(contests).set({ startsAt: new Date(START.getTime() + 60 * MINUTE) });
    expect(await sweepAt(DUE.getTime() + 1_000)).toMatchObject({ sent: 0, dropped: 1 });
    expect(await delivery()).toMatchObject({ status: 'dropped', lastError: 'contest moved' });
    expect(chat.discord).toEqual([]);
  });

  it('switches off a channel Discord says is gone, and drops its reminder', async () => {
    chat.failDiscord(WEBHOOK_ID, {
      status: 404,
      body: { message: 'Unknown Webhook', code: 10015 },
    });
    expect(await sweepAt(DUE)).toMatchObject({ sent: 0, switchedOff: 1, retrying: 0 });
    const reason = 'Discord says this webhook no longer exists (HTTP 404)';
    expect(await delivery()).toMatchObject({ status: 'dropped', lastError: reason });
    const [channel] = await test.database.db
      .select({ status: notificationChannels.status })
      .from(notificationChannels);
    expect(channel?.status).toBe('off');
  });

  it('sends many in chunks, each once, and records each chunk’s successes', async () => {
    await test.reset();
    const db = test.database.db;
    const settingsSaved = new Date(DUE.getTime() - 24 * 60 * MINUTE);
    await seedReminders(db, {
      count: 23,
      startsAt: START,
      leadMinutes: 60,
      createdAt: settingsSaved,
    });
    await planDeliveries(db, settingsSaved);
    await planDeliveries(db, DUE);
    chat.failDiscord('100013', { status: 500 });
    expect(await sweepAt(DUE)).toMatchObject({ sent: 22, retrying: 1 });
    const posts = chat.discord.map((post) => post.webhookId);
    expect(new Set(posts).size).toBe(22);
    expect(posts).toHaveLength(22);
    const statuses = await db
      .select({ status: reminderDeliveries.status })
      .from(reminderDeliveries);
    expect(statuses.filter((row) => row.status === 'sent')).toHaveLength(22);
    expect(statuses.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('gives up at once when the next try would come at or after the start', async () => {
    // Discord asks for a pause that ends exactly at the start.
    chat.failDiscord(WEBHOOK_ID, {
      status: 429,
      body: { message: 'rate limited', retry_after: 60 * 60 },
    });
    expect(await sweepAt(DUE)).toMatchObject({ retrying: 0, failed: 1 });
    expect(await delivery()).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('honours a pause Discord asks for that ends before the start', async () => {
    chat.failDiscord(WEBHOOK_ID, {
      status: 429,
      body: { message: 'rate limited', retry_after: 60 * 60 - 1 },
    });
    expect(await sweepAt(DUE)).toMatchObject({ retrying: 1, failed: 0 });
    expect((await delivery()).nextAttemptAt).toEqual(new Date(START.getTime() - 1_000));
    expect(await sweepAt(START.getTime() - 1_000)).toMatchObject({ sent: 1 });
  });
});
