import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import { openPglite } from '#server/db/open-pglite';
import { openPostgres } from '#server/db/open-postgres';
import { freePort } from '../../../tools/free-port';
import { startFakeChatServices, type FakeChatServices } from './fake-chat-services';
import { poll, runProcess } from './processes';
import { seedReminders } from './seed-reminders';
import { testDbKind } from './test-database';
import { useStack } from './use-stack';

const serverDir = resolve(import.meta.dirname, '..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const USERS = 40;
const CONCURRENCY = 10;

const t = useStack({ server: 'child-processes' });
let chat: FakeChatServices;
beforeAll(async () => {
  // A slow Discord: a sweep of 40 reminders takes about a second, long enough to be cut short.
  chat = await startFakeChatServices({ delayMs: 150 });
});
// A failed test must not leave a server behind, sweeping away on a machine others share.
const started: ReturnType<typeof runProcess>[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.kill()));
  await chat.close();
});

/** Opened only while no server process holds the database. */
async function openOwn(): Promise<Database> {
  return t.sandbox.testDb?.url
    ? openPostgres({ url: t.sandbox.testDb.url })
    : openPglite({ dataDir: t.sandbox.dataDir });
}

async function startServer() {
  const port = await freePort();
  const server = runProcess(
    tsx,
    ['src/main.ts'],
    serverDir,
    t.sandbox.env({
      PORT: String(port),
      SYNC_INTERVAL_MINUTES: '0',
      // The fake Discord speaks plain HTTP: allowed under NODE_ENV=test only.
      NODE_ENV: 'test',
      DISCORD_API_BASE: chat.url,
      REMINDER_SWEEP_SECONDS: '1',
      REMINDER_CLAIM_SECONDS: '2',
    }),
  );
  started.push(server);
  await poll(async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    // Any answer will do: with no sync yet, health says 503 (no platform loaded).
    return response.status > 0 ? true : undefined;
  }, 60_000).catch((error: unknown) => {
    const { stdout, stderr } = server.output();
    throw new Error(`the server did not start: ${stdout.slice(-1000)} ${stderr.slice(-1000)}`, {
      cause: error,
    });
  });
  return server;
}

it(`loses no reminder when killed mid-sweep; only those in flight repeat (${testDbKind})`, async () => {
  // A first start migrates the database (and starts the schedule); then the users' settings.
  const first = await startServer();
  await first.stop();
  const database = await openOwn();
  const now = Date.now();
  await seedReminders(database.db, {
    count: USERS,
    // Due 3 s from now (real time: the server runs on the system clock).
    startsAt: new Date(now + 60 * 60_000 + 3_000),
    leadMinutes: 60,
    createdAt: new Date(now),
  });
  await database.close();

  const doomed = await startServer();
  // Killed in its third chunk: two chunks' successes were recorded, and must not repeat.
  await poll(() => Promise.resolve(chat.discord.length > 2 * CONCURRENCY || undefined), 30_000);
  await doomed.kill();
  const atKill = chat.discord.length;
  expect(atKill).toBeLessThan(USERS);

  const survivor = await startServer();
  const distinct = () => new Set(chat.discord.map((post) => post.webhookId)).size;
  await poll(() => Promise.resolve(distinct() === USERS || undefined), 60_000);
  await survivor.stop();

  // At least once: every user got theirs (the poll above). What repeats is what was on its way
  // when the process died (sent, but not yet marked sent): one chunk of CONCURRENCY sends, whose
  // successes are marked together before the next chunk begins, so the killed process's posts
  // come chunk by chunk from the first. Every repeat is of that chunk, the last one begun before
  // the kill, and only once: a webhook of an earlier chunk posted again, or one posted three
  // times, means a success went unrecorded.
  const posts = chat.discord.map((post) => post.webhookId);
  const counts = new Map<string, number>();
  for (const id of posts) counts.set(id, (counts.get(id) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1);
  expect(repeated.filter(([, count]) => count !== 2)).toEqual([]);
  const chunks = new Set(repeated.map(([id]) => Math.floor(posts.indexOf(id) / CONCURRENCY)));
  expect(chunks.size).toBeLessThanOrEqual(1);
  // Posts still on their way at the kill may be counted after it: atKill can only fall short.
  const lastChunkBegun = Math.floor((atKill - 1) / CONCURRENCY);
  for (const chunk of chunks) expect(chunk).toBeGreaterThanOrEqual(lastChunkBegun);
}, 180_000);
