import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig } from '#server/config/env';
import { TEST_VAPID_KEYS } from './test-stack';
import { createReminderParts } from '#server/services/reminders/reminder-parts';
import { buildApp } from '#server/http/build-app';
import { createJobs } from '#server/jobs/jobs';
import { silentLogger } from '#server/lib/logger';
import { systemClock } from '#server/lib/clock';
import { createPersonalFeeds } from '#server/services/calendar/personal-feeds';
import { createContestLists } from '#server/services/contest-lists';
import { useStack } from './use-stack';

const TIMEOUT_MS = 500;

// The database alone: this file builds the app itself.
const t = useStack({ server: 'none', emptyEachTest: false });
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const { database } = t.db;
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
  });
  const deps = {
    config,
    database,
    clock: systemClock,
    lists: createContestLists({ db: database.db, clock: systemClock }),
    personalFeeds: createPersonalFeeds({
      db: database.db,
      clock: systemClock,
      uidDomain: 'test.local',
    }),
    announceContestChange: () => Promise.resolve(),
    handleSources: {},
    jobs: createJobs({ clock: systemClock, logger: () => silentLogger }),
    reminders: createReminderParts(config, database.db, systemClock),
    requestTimeoutMs: TIMEOUT_MS,
  };
  // The real app on its own (startServer has no reason to let a client stall for only 500 ms).
  app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
});

/** Writes `start` on a raw connection and then nothing more; what came back and when it ended. */
function stall(start: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve({ answer: Buffer.concat(chunks).toString('latin1'), afterMs: Date.now() - began });
    });
    // Far past the timeout: a server that waits forever fails the test here, not at vitest's limit.
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server still holds the stalled connection'));
    }, 10 * TIMEOUT_MS).unref();
  });
}

const cutAtTimeout = (result: { answer: string; afterMs: number }) => {
  // Either a 408 or a closed connection, and not before the client had its time.
  expect(result.answer === '' || result.answer.startsWith('HTTP/1.1 408')).toBe(true);
  // (How late it may come is the watchdog's in `stall`: Node checks every TIMEOUT_MS / 10.)
  expect(result.afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
};

it('cuts a request whose body stops arriving at the request timeout', async () => {
  cutAtTimeout(
    await stall(
      'POST /user/bookmarks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"contestId":',
    ),
  );
});

it('cuts a request whose headers stop arriving at the request timeout', async () => {
  cutAtTimeout(await stall('GET /api/status HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
});

it('still answers a request that arrives in time', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/status`);
  expect(response.status).toBe(200);
});
