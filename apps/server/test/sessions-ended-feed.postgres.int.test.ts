import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { openPostgres } from '#server/db/open-postgres';
import type { EndedSessions } from '#server/db/sessions-ended';
import { startTcpProxy } from './tcp-proxy';
import { useStack } from './use-stack';

// Decision 064: an instance hears the database's announcements of ended sessions on its change
// feed's listening connection. An announcement missed while that connection was down must not
// leave a session held: every (re)start of listening, and every heartbeat that cannot reach the
// database, drops them all. The instance reaches the database through a relay the test can cut.
const HEARTBEAT_MS = 100;
// A loaded machine delivers a notification later than waitFor's default second.
const WAIT = { timeout: 10_000 };
const t = useStack({ server: 'none' });
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let instance: ReturnType<typeof openPostgres>;
let heard: EndedSessions[] = [];

beforeAll(async () => {
  const direct = new URL(t.db.url ?? '');
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(direct);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  instance = openPostgres({ url: url.toString(), heartbeatMs: HEARTBEAT_MS });
  instance.onSessionsEnded((ended) => heard.push(ended));
  // Listening has started once it has said so (everything dropped, as at every start).
  await vi.waitFor(() => {
    expect(heard).toContain('all');
  }, WAIT);
});
afterAll(async () => {
  await instance.close();
  await proxy.close();
});
beforeEach(() => {
  heard = [];
});

it('hears which users the database announced, whoever wrote the change', async () => {
  const { db } = t.db.database;
  await db.execute(sql`
    insert into users (id, google_sub, email, name)
    values (1, 'a', 'a@example.com', 'A'), (2, 'b', 'b@example.com', 'B')`);
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    values ('h1', 1, now() + interval '1 day'), ('h2', 2, now() + interval '1 day')`);
  await db.execute(sql`delete from sessions`);
  await vi.waitFor(() => {
    expect(heard).toContainEqual({ userIds: [1, 2] });
  }, WAIT);
  // An update that rewrites a row as it was ends nothing; one that changes it is heard.
  await db.execute(sql`update users set name = name`);
  await db.execute(sql`update users set name = 'Bee' where id = 2`);
  await vi.waitFor(() => {
    expect(heard).toContainEqual({ userIds: [2] });
  }, WAIT);
  expect(heard.filter((ended) => ended !== 'all')).toEqual([{ userIds: [1, 2] }, { userIds: [2] }]);
});

it('drops everything when its listening connection is lost and listens again', async () => {
  await t.db.database.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`);
  await vi.waitFor(() => {
    expect(heard).toContain('all');
  }, WAIT);
});

it('drops everything at each heartbeat while the database cannot be reached', async () => {
  await proxy.cut();
  try {
    // Nothing can listen meanwhile: these come from the heartbeats that failed.
    await vi.waitFor(() => {
      expect(heard.length).toBeGreaterThanOrEqual(2);
    }, WAIT);
    expect(new Set(heard)).toEqual(new Set(['all']));
  } finally {
    await proxy.restore();
  }
});
