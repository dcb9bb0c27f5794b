import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openPostgres } from '#server/db/open-postgres';
import { rowsOf } from '#server/db/sql-rows';
import { freePort } from '../../../tools/free-port';
import { poll, runProcess } from './processes';
import { TEST_VAPID_KEYS } from './test-stack';
import { useStack } from './use-stack';

// Issue 51: two instances (processes) on one PostgreSQL database; the one holding the sync's
// lease is killed with SIGKILL in the middle of its sync, and the other runs the sync instead,
// within the lease's hold, not a whole interval later.
const serverDir = resolve(import.meta.dirname, '..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const t = useStack({ server: 'child-processes' });
// Long enough that a busy start-up (tsx compiling, two servers on two cores) renews in time.
const LEASE_SECONDS = 4;
// What the four platforms store from their recorded answers (kill-during-sync.int.test.ts).
const FULL = { codeforces: 1835, leetcode: 97, codechef: 22, atcoder: 31 };
const started: ReturnType<typeof runProcess>[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.kill()));
});

async function startInstance(name: string) {
  const port = await freePort();
  const server = runProcess(
    tsx,
    ['src/main.ts'],
    serverDir,
    t.sandbox.env({
      PORT: String(port),
      INSTANCE_NAME: name,
      PLATFORMS: Object.keys(FULL).join(','),
      SYNC_INTERVAL_MINUTES: '1',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    }),
  );
  started.push(server);
  return { name, server, url: `http://127.0.0.1:${port}` };
}

it('runs the sync on another instance when its holder is killed mid-run, each row once', async () => {
  const database = openPostgres({ url: t.sandbox.testDb?.url ?? '' });
  const query = async <T>(text: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.db.execute(text));
  try {
    // Codeforces never answers: whichever instance takes the sync first is caught in the middle.
    t.sandbox.replay.setFault('codeforces', { type: 'timeout' });
    const instances = await Promise.all([startInstance('ct-a'), startInstance('ct-b')]);
    for (const instance of instances) {
      await poll(
        async () => ((await fetch(`${instance.url}/api/health`)).status ? true : undefined),
        60_000,
      );
    }
    const [lease] = await query<{ holder: string }>(
      sql`select holder from job_leases where name = 'sync'`,
    );
    const holder = instances.find((instance) => instance.name === lease?.holder);
    const other = instances.find((instance) => instance !== holder);
    if (!holder || !other) throw new Error(`the sync's lease is held by ${lease?.holder}`);
    expect(
      await query(sql`select 1 from platform_sync_status where platform = 'codeforces'`),
    ).toEqual([]);

    await holder.server.kill();
    const killedAt = Date.now();
    t.sandbox.replay.setFault('codeforces', undefined);
    await poll(async () => {
      const [row] = await query<{ holder: string }>(
        sql`select holder from job_leases where name = 'sync'`,
      );
      return row?.holder === other.name ? true : undefined;
    }, 30_000);
    const takenInMs = Date.now() - killedAt;
    await poll(async () => {
      const [row] = await query<{ last_run_by: string | null }>(
        sql`select last_run_by from job_leases where name = 'sync'`,
      );
      return row?.last_run_by === other.name ? true : undefined;
    }, 30_000);
    // The lease freed LEASE_SECONDS after the dead holder's last renewal; the sync's interval is 60.
    expect(takenInMs).toBeLessThan(LEASE_SECONDS * 1000 + 10_000);

    // Every platform's contests, each once (a platform is written whole in one transaction).
    const counts = await query<{ platform: string; n: number }>(
      sql`select platform, count(*)::int as n from contests group by platform`,
    );
    expect(Object.fromEntries(counts.map((row) => [row.platform, row.n]))).toEqual(FULL);
    const [distinct] = await query<{ n: number }>(
      sql`select count(distinct (platform, external_id))::int as n from contests`,
    );
    expect(distinct?.n).toBe(Object.values(FULL).reduce((a, b) => a + b, 0));

    // Either instance's status names the one that ran the sync last.
    const status = (await (await fetch(`${other.url}/api/status`)).json()) as {
      jobs: { name: string; lastRunBy: string | null }[];
    };
    expect(status.jobs.find((job) => job.name === 'sync')?.lastRunBy).toBe(other.name);
    // The other timed jobs ran under their leases too, each on one instance (the predictions
    // after the first sync that instance finished: just now).
    const leasesRun = () =>
      query<{ name: string; last_run_by: string | null }>(
        sql`select name, last_run_by from job_leases order by name`,
      );
    await poll(async () => ((await leasesRun()).length >= 4 ? true : undefined), 30_000);
    const leased = await leasesRun();
    expect(leased.map((row) => row.name)).toEqual([
      'handles-refresh',
      'rating-predictions',
      'session-cleanup',
      'sync',
    ]);
    for (const row of leased) {
      expect(
        instances.map((instance) => instance.name),
        row.name,
      ).toContain(row.last_run_by);
    }
  } finally {
    await database.close();
  }
}, 120_000);
