import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import { startFakeChatServices, type FakeChatServices } from './fake-chat-services';
import { seedReminders } from './seed-reminders';
import { startTestStack, TEST_NOW, type TestStack } from './test-stack';
import { useStack } from './use-stack';

// Two instances of the app on one PostgreSQL database, both sweeping the reminders at once.
const t = useStack({ server: 'none' });
let chat: FakeChatServices;
let one: TestStack;
let two: TestStack;

beforeAll(async () => {
  chat = await startFakeChatServices({ delayMs: 5 });
  const env = { DISCORD_API_BASE: chat.url };
  const start = (database: Database) => startTestStack({ ...t.db, database }, { env });
  [one, two] = await Promise.all([start(t.db.openAnother()), start(t.db.openAnother())]);
});
afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
  await chat.close();
});

it('sends 500 reminders falling due together exactly once between two instances', async () => {
  const now = new Date(TEST_NOW);
  const startsAt = new Date(now.getTime() + 61 * 60_000);
  await seedReminders(t.db.database.db, { count: 500, startsAt, leadMinutes: 60, createdAt: now });
  await Promise.all([one.server.remindersNow(), two.server.remindersNow()]);

  const due = new Date(now.getTime() + 60_000);
  one.time.clock.set(due);
  two.time.clock.set(due);
  // One instance plans the burst; the other joins while it is sending.
  const first = one.server.remindersNow();
  while (chat.discord.length < 25) await new Promise((done) => setTimeout(done, 5));
  const [a, b] = await Promise.all([first, two.server.remindersNow()]);
  expect(a.delivery.sent + b.delivery.sent).toBe(500);
  // Both took part: the burst was shared, not sent twice.
  expect(Math.min(a.delivery.sent, b.delivery.sent)).toBeGreaterThan(0);
  const webhooks = chat.discord.map((post) => post.webhookId);
  expect(webhooks).toHaveLength(500);
  expect(new Set(webhooks).size).toBe(500);
  const rows = await t.db.database.db.execute(
    sql`select count(*)::int as n from reminder_deliveries where status = 'sent'`,
  );
  expect(JSON.stringify(rows)).toContain('"n":500');
});
