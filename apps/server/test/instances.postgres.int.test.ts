import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import { openPostgres } from '#server/db/open-postgres';
import { startTcpProxy } from './tcp-proxy';
import { startTestStack, type TestStack } from './test-stack';
import { accountsEnv, signInAs, useStack } from './use-stack';

// Two instances of the app on one PostgreSQL database, each with its own memory of the lists,
// both reaching the database through a relay that the test can cut: a restart of PostgreSQL.

// The database and the Google keys from the helper; the two instances are this file's own.
const t = useStack({ server: 'none', accounts: true, emptyEachTest: false });
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
const pools: Database[] = [];
let one: TestStack;
let two: TestStack;

beforeAll(async () => {
  const direct = new URL(t.db.url ?? '');
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const start = async () => {
    const database = openPostgres({ url: viaProxy.toString(), heartbeatMs: 1_000 });
    pools.push(database);
    return startTestStack({ ...t.db, database }, { env: accountsEnv(t.keys) });
  };
  one = await start();
  two = await start();
});
afterAll(async () => {
  await one.close();
  await two.close();
  await Promise.all(pools.map((pool) => pool.close()));
  await proxy.close();
});

const upcoming = async (stack: TestStack) =>
  (
    (await (await stack.get('/contests/upcoming')).json()) as {
      upcomingContests: { id: string }[];
    }
  ).upcomingContests;

const pastVideo = async (stack: TestStack, id: string) => {
  const response = await stack.get('/contests/past_contest?platforms=codechef&pageSize=50');
  const body = (await response.json()) as {
    pastContests: { id: string; video_solution?: string }[];
  };
  return body.pastContests.find((contest) => contest.id === id)?.video_solution;
};

/** Signs the admin in through `from` and saves a link there; the answer must be 200. */
async function saveLinkThrough(from: TestStack, videoSolution: string) {
  const admin = await signInAs(from, t.keys, { sub: 'admin-sub', email: 'admin@example.com' });
  const saved = await from.request('POST', '/contests/upload_solution', {
    token: admin,
    json: { contestId: 'codechef-START177', videoSolution },
  });
  expect(saved.status).toBe(200);
}

/** Polls `read` until `ok`, for at most `withinMs`; returns how long it took. */
async function within<T>(withinMs: number, read: () => Promise<T>, ok: (value: T) => boolean) {
  const started = Date.now();
  for (;;) {
    if (ok(await read())) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('shows a sync made through one instance on the other within a second', async () => {
  // Both remember the empty list first: only an announcement can make the second forget it.
  expect(await upcoming(one)).toEqual([]);
  expect(await upcoming(two)).toEqual([]);
  const report = await one.server.syncNow();
  expect(report.ran && report.changed).toBe(true);
  await within(
    1_000,
    () => upcoming(two),
    (list) => list.length > 0,
  );
});

it('shows a solution link saved through one instance on the other within a second', async () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  expect(await pastVideo(two, 'codechef-START177')).toBeUndefined();
  await saveLinkThrough(one, video);
  await within(
    1_000,
    () => pastVideo(two, 'codechef-START177'),
    (link) => link === video,
  );
});

it('keeps hearing after PostgreSQL went away and came back', async () => {
  const other = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
  await proxy.cut();
  // Long enough that postgres-js stops re-listening by itself (seen: it does after 12 s down).
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  await proxy.restore();
  // Service resumes by itself; then a change through either instance reaches the other.
  for (const stack of [one, two]) {
    await within(
      10_000,
      () => stack.get('/api/status'),
      (response) => response.status === 200,
    );
  }
  expect(await pastVideo(one, 'codechef-START177')).toBeDefined();
  await saveLinkThrough(two, other);
  await within(
    // A listener notices it was cut at its next heartbeat, then listens anew: seconds, not 1.
    10_000,
    () => pastVideo(one, 'codechef-START177'),
    (link) => link === other,
  );
}, 60_000);
