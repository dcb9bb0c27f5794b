import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { signInAs, useStack } from './use-stack';

const accounts = useStack({ accounts: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
let start: Date;
beforeEach(() => {
  start = accounts.stack.time.clock.now();
});
afterEach(() => {
  accounts.stack.time.clock.set(start);
});

const DAY = 86_400_000;
const ada = { sub: 'ada', email: 'ada@example.com' };
const bob = { sub: 'bob', email: 'bob@example.com' };
const later = (ms: number) => {
  accounts.stack.time.clock.set(new Date(accounts.stack.time.clock.now().getTime() + ms));
};
const profileStatus = async (token: string) =>
  (await accounts.stack.request('GET', '/user/profile', { token })).status;
const rows = () =>
  accounts.db.database.db
    .select({ tokenHash: sessions.tokenHash, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId));
const sessionCount = async () => {
  const [row] = await accounts.db.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions);
  return row?.n ?? 0;
};

describe('sessions per user', () => {
  it('are at most 20: 25 sign-ins leave the 20 newest working', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 25; i++) {
      tokens.push(await signInAs(accounts.stack, accounts.keys, ada));
      later(1000);
    }
    const other = await signInAs(accounts.stack, accounts.keys, bob);
    expect((await rows()).filter((row) => row.email === ada.email)).toHaveLength(20);
    const statuses = await Promise.all(tokens.map(profileStatus));
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(20).fill(200)]);
    expect(await profileStatus(other)).toBe(200);
  });
});

describe('the expired-session cleanup', () => {
  it("deletes every user's expired sessions and keeps the live ones", async () => {
    await signInAs(accounts.stack, accounts.keys, ada);
    later(20 * DAY);
    const live = await signInAs(accounts.stack, accounts.keys, bob);
    later(11 * DAY);
    expect(await sessionCount()).toBe(2);
    await accounts.stack.server.cleanUpSessions();
    expect((await rows()).map((row) => row.email)).toEqual([bob.email]);
    expect(await profileStatus(live)).toBe(200);
  });
});

describe('POST /auth/logout-all', () => {
  it("ends every session of the user and no other user's", async () => {
    const mine = [
      await signInAs(accounts.stack, accounts.keys, ada),
      await signInAs(accounts.stack, accounts.keys, ada),
      await signInAs(accounts.stack, accounts.keys, ada),
    ];
    const theirs = await signInAs(accounts.stack, accounts.keys, bob);
    const [first] = mine;
    if (!first) throw new Error('no session');
    expect(
      (await accounts.stack.request('POST', '/auth/logout-all', { token: first })).status,
    ).toBe(204);
    expect(await Promise.all(mine.map(profileStatus))).toEqual([401, 401, 401]);
    expect(await profileStatus(theirs)).toBe(200);
    expect((await rows()).map((row) => row.email)).toEqual([bob.email]);
    // Signing in again works as before.
    expect(await profileStatus(await signInAs(accounts.stack, accounts.keys, ada))).toBe(200);
  });

  it('leaves the personal calendar feed working', async () => {
    const session = await signInAs(accounts.stack, accounts.keys, ada);
    const created = await accounts.stack.request('POST', '/user/calendar/feed', { token: session });
    expect(created.status).toBe(201);
    const { feedPath } = (await created.json()) as { feedPath: string };
    expect((await accounts.stack.get(feedPath)).status).toBe(200);
    expect(
      (await accounts.stack.request('POST', '/auth/logout-all', { token: session })).status,
    ).toBe(204);
    expect(await profileStatus(session)).toBe(401);
    expect((await accounts.stack.get(feedPath)).status).toBe(200);
    const again = await signInAs(accounts.stack, accounts.keys, ada);
    const settings = await accounts.stack.request('GET', '/user/calendar', { token: again });
    expect(await settings.json()).toMatchObject({ hasFeed: true });
  });

  it('works with a Google ID token as the credential', async () => {
    const session = await signInAs(accounts.stack, accounts.keys, ada);
    const credential = await accounts.keys.mint({
      now: accounts.stack.time.clock.now(),
      claims: ada,
    });
    const response = await accounts.stack.request('POST', '/auth/logout-all', {
      headers: { authorization: credential },
    });
    expect(response.status).toBe(204);
    expect(await profileStatus(session)).toBe(401);
  });

  it('answers 401 when signed out', async () => {
    await signInAs(accounts.stack, accounts.keys, ada);
    const response = await accounts.stack.request('POST', '/auth/logout-all', { token: 'made-up' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await sessionCount()).toBe(1);
  });
});

describe('the sessions table', () => {
  it('holds the SHA-256 of each token handed out, never a token itself', async () => {
    const tokens = [
      await signInAs(accounts.stack, accounts.keys, ada),
      await signInAs(accounts.stack, accounts.keys, ada),
      await signInAs(accounts.stack, accounts.keys, bob),
    ];
    const stored = (await rows()).map((row) => row.tokenHash);
    for (const token of tokens) expect(stored).not.toContain(token);
    const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
    expect([...stored].sort()).toEqual(tokens.map(sha256).sort());
  });
});
