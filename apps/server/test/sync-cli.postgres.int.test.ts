import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { poll, runProcess } from './processes';
import { startTestStack, type TestStack } from './test-stack';
import { useStack } from './use-stack';

// An operator who turned the timed sync off (SYNC_INTERVAL_MINUTES=0) runs `npm run sync` from
// cron while the servers keep serving from PostgreSQL. The servers keep their lists in memory, so
// they must hear of that sync as they hear of each other's.

const repoRoot = resolve(import.meta.dirname, '../../..');
const serverDir = resolve(import.meta.dirname, '..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

const t = useStack({ server: 'child-processes' });
let stack: TestStack;

// A server in this process too, on the database the child process syncs.
beforeAll(async () => {
  if (!t.sandbox.testDb) throw new Error('this file runs on PostgreSQL only');
  stack = await startTestStack(t.sandbox.testDb);
});
afterAll(async () => {
  await stack.close();
});

/** Every contest the running server lists, upcoming and on the first past page. */
async function listed() {
  const upcoming = (await (await stack.get('/contests/upcoming')).json()) as {
    upcomingContests: unknown[];
  };
  const past = (await (await stack.get('/contests/past_contest?page=0')).json()) as {
    pastContests: unknown[];
  };
  return upcoming.upcomingContests.length + past.pastContests.length;
}

const builds = () => stack.server.lists.stats().builds;

it('a running server shows what npm run sync stored, without a restart', async () => {
  // First the server must be listening: it hears another connection's announcement.
  const other = t.sandbox.testDb?.openAnother();
  await poll(async () => {
    await listed();
    const before = builds();
    await other?.announceChange();
    await new Promise((done) => setTimeout(done, 100));
    await listed();
    return builds() > before ? true : undefined;
  }, 10_000);
  // The server has answered empty lists and answers them again from memory.
  expect(await listed()).toBe(0);
  const remembered = builds();
  expect(await listed()).toBe(0);
  expect(builds()).toBe(remembered);
  const sync = runProcess(tsx, ['src/sync/sync-cli.ts'], serverDir, t.sandbox.env());
  expect(await sync.exited).toBe(0);
  const count = await poll(async () => {
    const n = await listed();
    return n > 0 ? n : undefined;
  }, 5_000);
  expect(count).toBeGreaterThan(0);
}, 180_000);
