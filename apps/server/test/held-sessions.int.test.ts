import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/database';
import { SESSIONS_ENDED_CHANNEL } from '#server/db/sessions-ended';
import { unbindAdmin } from '#server/services/admin-binding';
import { testDbKind } from './test-database';
import { startTestStack, type TestStack } from './test-stack';
import { accountsEnv, signInAs, useStack } from './use-stack';

// Decision 060: a session found in the database is held in the instance's memory for
// SESSION_HOLD_SECONDS. Each case first shows the session held (its row deleted behind the
// instance's back without the database announcing it, as a lost announcement would leave it, and
// still answered), then that the rule holds anyway. Decision 064: what the database announces
// (a sign-out, any change to a user's row, on any instance or by any command) drops it at once.
const HOLD_SECONDS = 60;
const env = { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SESSION_HOLD_SECONDS: String(HOLD_SECONDS) };
const t = useStack({ accounts: true, env });
let other: TestStack;
let otherDatabase: Database;
beforeAll(async () => {
  // A second instance on the same database, with a clock of its own: on PostgreSQL through a
  // pool and a listening connection of its own, as another process has; the embedded database
  // has one owner, so there it shares the first one's.
  const database = testDbKind === 'postgres' ? t.db.openAnother() : t.db.database;
  otherDatabase = database;
  other = await startTestStack({ ...t.db, database }, { env: { ...accountsEnv(t.keys), ...env } });
});
afterAll(async () => {
  await other.close();
});
let start: Date;
beforeEach(() => {
  start = t.stack.time.clock.now();
  other.time.clock.set(start);
});
afterEach(() => {
  t.stack.time.clock.set(start);
});

const SECOND = 1000;
const HOUR = 3_600_000;
const ada = { sub: 'ada', email: 'ada@example.com' };
const grace = { sub: 'grace', email: 'admin@example.com' };
const at = (stack: TestStack, ms: number) => {
  stack.time.clock.set(new Date(start.getTime() + ms));
};
const profile = async (token: string, stack = t.stack) => {
  const response = await stack.request('GET', '/user/profile', { token });
  if (response.status !== 200) return response.status;
  return ((await response.json()) as { user: Record<string, unknown> }).user;
};
/**
 * Every session in the database ends and the database does not announce it (its triggers off for
 * the transaction), as when the listening connection was lost: only the rules at each use remain.
 */
const endedUnheard = () =>
  t.db.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from sessions`);
  });
/**
 * Waits until the instance on `database` has heard every announcement made so far: a sign-in's
 * reaches it over a PostgreSQL connection some milliseconds later (later still on a loaded
 * machine), and would drop a session held after it. Announcements arrive in commit order, and
 * the instance's own listener runs before this one: once a marker sent now is heard, so is
 * everything before it. The marker names a user id no account has.
 */
const heardSoFar = async (database: Database) => {
  const marker = String(2_000_000_000 + Math.floor(Math.random() * 1_000_000));
  let stop: () => void = () => undefined;
  const heard = new Promise<void>((resolve) => {
    stop = database.onSessionsEnded((ended) => {
      if (ended === 'all' || ended.userIds.includes(Number(marker))) resolve();
    });
  });
  await t.db.database.db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${marker})`);
  await heard;
  stop();
};
/**
 * What `stack` answers once the database's announcement reached it: at once on the embedded
 * database (it calls back on the committing query), within milliseconds over a PostgreSQL
 * connection. The clocks stand still, so a hold never runs out while this waits.
 */
const profileSoon = async (
  token: string,
  stack: TestStack,
  expected: 401 | Record<string, unknown>,
) => {
  await vi.waitFor(
    async () => {
      const answer = await profile(token, stack);
      if (expected === 401) expect(answer).toBe(401);
      else expect(answer).toMatchObject(expected);
    },
    { timeout: 5_000, interval: 20 },
  );
};

describe('a session held in memory', () => {
  it('is refused on the next request once it ends on this instance', async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    expect(await profile(token)).toMatchObject({ email: ada.email });
    expect((await t.stack.request('POST', '/auth/logout', { token })).status).toBe(204);
    expect(await profile(token)).toBe(401);

    const mine = [await signInAs(t.stack, t.keys, ada), await signInAs(t.stack, t.keys, ada)];
    for (const token of mine) expect(await profile(token)).toMatchObject({ email: ada.email });
    const [first] = mine;
    if (!first) throw new Error('no session');
    await t.stack.request('POST', '/auth/logout-all', { token: first });
    expect(await Promise.all(mine.map((token) => profile(token)))).toEqual([401, 401]);
  });

  it('is refused at its expiry by the clock, though held', async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    await heardSoFar(t.db.database);
    at(t.stack, 30 * 24 * HOUR - 2 * SECOND);
    expect(await profile(token)).toMatchObject({ email: ada.email });
    await endedUnheard();
    at(t.stack, 30 * 24 * HOUR - SECOND);
    expect(await profile(token)).toMatchObject({ email: ada.email });
    at(t.stack, 30 * 24 * HOUR);
    expect(await profile(token)).toBe(401);
  });

  it("is refused at an admin's 12 hours, though held", async () => {
    const token = await signInAs(t.stack, t.keys, grace);
    await heardSoFar(t.db.database);
    at(t.stack, 12 * HOUR - 2 * SECOND);
    expect(await profile(token)).toMatchObject({ isadmin: true });
    await endedUnheard();
    at(t.stack, 12 * HOUR - SECOND);
    expect(await profile(token)).toMatchObject({ isadmin: true });
    at(t.stack, 12 * HOUR);
    expect(await profile(token)).toBe(401);
  });

  it("shows the user's own changes at once: a setting, a new name at sign-in", async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    expect(await profile(token)).toMatchObject({ hideSolutionLinks: false, name: ada.email });
    const saved = await t.stack.request('POST', '/user/preferences', {
      token,
      json: { hideSolutionLinks: true },
    });
    expect(saved.status).toBe(200);
    expect(await profile(token)).toMatchObject({ hideSolutionLinks: true });
    await signInAs(t.stack, t.keys, { ...ada, name: 'Ada Lovelace' });
    expect(await profile(token)).toMatchObject({ name: 'Ada Lovelace' });
  });

  it("ends at once on another instance's sign-out, though held there", async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    expect(await profile(token, other)).toMatchObject({ email: ada.email });
    expect((await t.stack.request('POST', '/auth/logout', { token })).status).toBe(204);
    expect(await profile(token)).toBe(401);
    await profileSoon(token, other, 401);

    const mine = [await signInAs(t.stack, t.keys, ada), await signInAs(t.stack, t.keys, ada)];
    for (const token of mine)
      expect(await profile(token, other)).toMatchObject({ name: ada.email });
    const [first, second] = mine;
    if (!first || !second) throw new Error('no session');
    await other.request('POST', '/auth/logout-all', { token: first });
    await profileSoon(second, t.stack, 401);
  });

  it('shows at once, on every instance, a change made to the row anywhere', async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    expect(await profile(token, other)).toMatchObject({ name: ada.email });
    await signInAs(t.stack, t.keys, { ...ada, name: 'Ada Lovelace' });
    await profileSoon(token, other, { name: 'Ada Lovelace' });
    await t.stack.request('POST', '/user/preferences', {
      token,
      json: { hideSolutionLinks: true },
    });
    await profileSoon(token, other, { hideSolutionLinks: true });
  });

  it('loses admin rights an operator takes back, at once on every instance', async () => {
    const token = await signInAs(t.stack, t.keys, grace);
    expect(await profile(token)).toMatchObject({ isadmin: true });
    expect(await profile(token, other)).toMatchObject({ isadmin: true });
    // As `npm run admin` does it: a statement of its own, through no instance.
    expect(await unbindAdmin(t.db.database.db, grace.email)).toBe(true);
    await profileSoon(token, t.stack, { isadmin: false });
    await profileSoon(token, other, { isadmin: false });
  });

  it('ends at once when the account is deleted, by whatever statement', async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    expect(await profile(token, other)).toMatchObject({ email: ada.email });
    await t.db.database.db.execute(sql`delete from users where google_sub = ${ada.sub}`);
    await profileSoon(token, t.stack, 401);
    await profileSoon(token, other, 401);
  });

  it('is still held when nothing was announced (the hold bounds a lost announcement)', async () => {
    const token = await signInAs(t.stack, t.keys, ada);
    await heardSoFar(otherDatabase);
    expect(await profile(token, other)).toMatchObject({ email: ada.email });
    await endedUnheard();
    at(other, HOLD_SECONDS * SECOND - 1);
    expect(await profile(token, other)).toMatchObject({ email: ada.email });
    at(other, HOLD_SECONDS * SECOND);
    expect(await profile(token, other)).toBe(401);
  });
});
