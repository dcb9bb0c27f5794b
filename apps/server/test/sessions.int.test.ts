import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { signInAs, startAccountsStack, type AccountsStack } from './accounts-helpers';
import type { GoogleKeyServer } from './google-keys';
import type { TestDatabase } from './test-database';
import type { TestStack } from './test-stack';

let accounts: AccountsStack;
let testDb: TestDatabase;
let keys: GoogleKeyServer;
let stack: TestStack;

beforeAll(async () => {
  accounts = await startAccountsStack({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  ({ testDb, keys, stack } = accounts);
});
afterAll(async () => {
  await accounts.close();
});
let start: Date;
beforeEach(async () => {
  await testDb.reset();
  start = stack.time.clock.now();
});
afterEach(() => {
  stack.time.clock.set(start);
});

const DAY = 86_400_000;
const ada = { sub: 'ada', email: 'ada@example.com' };
const bob = { sub: 'bob', email: 'bob@example.com' };
const later = (ms: number) => {
  stack.time.clock.set(new Date(stack.time.clock.now().getTime() + ms));
};
const profileStatus = async (token: string) =>
  (await stack.request('GET', '/user/profile', { token })).status;
const rows = () =>
  testDb.database.db
    .select({ tokenHash: sessions.tokenHash, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId));
const sessionCount = async () => {
  const [row] = await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n ?? 0;
};

describe('sessions per user', () => {
  it('are at most 20: 25 sign-ins leave the 20 newest working', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 25; i++) {
      tokens.push(await signInAs(stack, keys, ada));
      later(1000);
    }
    const other = await signInAs(stack, keys, bob);
    expect((await rows()).filter((row) => row.email === ada.email)).toHaveLength(20);
    const statuses = await Promise.all(tokens.map(profileStatus));
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(20).fill(200)]);
    expect(await profileStatus(other)).toBe(200);
  });
});

describe('the expired-session cleanup', () => {
  it("deletes every user's expired sessions and keeps the live ones", async () => {
    await signInAs(stack, keys, ada);
    later(20 * DAY);
    const live = await signInAs(stack, keys, bob);
    later(11 * DAY);
    expect(await sessionCount()).toBe(2);
    await stack.server.cleanUpSessions();
    expect((await rows()).map((row) => row.email)).toEqual([bob.email]);
    expect(await profileStatus(live)).toBe(200);
  });
});

describe('POST /auth/logout-all', () => {
  it("ends every session of the user and no other user's", async () => {
    const mine = [
      await signInAs(stack, keys, ada),
      await signInAs(stack, keys, ada),
      await signInAs(stack, keys, ada),
    ];
    const theirs = await signInAs(stack, keys, bob);
    const [first] = mine;
    if (!first) throw new Error('no session');
    expect((await stack.request('POST', '/auth/logout-all', { token: first })).status).toBe(204);
    expect(await Promise.all(mine.map(profileStatus))).toEqual([401, 401, 401]);
    expect(await profileStatus(theirs)).toBe(200);
    expect((await rows()).map((row) => row.email)).toEqual([bob.email]);
    // Signing in again works as before.
    expect(await profileStatus(await signInAs(stack, keys, ada))).toBe(200);
  });

  it('leaves the personal calendar feed working', async () => {
    const session = await signInAs(stack, keys, ada);
    const created = await stack.request('POST', '/user/calendar/feed', { token: session });
    expect(created.status).toBe(201);
    const { feedPath } = (await created.json()) as { feedPath: string };
    expect((await stack.get(feedPath)).status).toBe(200);
    expect((await stack.request('POST', '/auth/logout-all', { token: session })).status).toBe(204);
    expect(await profileStatus(session)).toBe(401);
    expect((await stack.get(feedPath)).status).toBe(200);
    const again = await signInAs(stack, keys, ada);
    const settings = await stack.request('GET', '/user/calendar', { token: again });
    expect(await settings.json()).toMatchObject({ hasFeed: true });
  });

  it('works with a Google ID token as the credential', async () => {
    const session = await signInAs(stack, keys, ada);
    const credential = await keys.mint({ now: stack.time.clock.now(), claims: ada });
    const response = await stack.request('POST', '/auth/logout-all', {
      headers: { authorization: credential },
    });
    expect(response.status).toBe(204);
    expect(await profileStatus(session)).toBe(401);
  });

  it('answers 401 when signed out', async () => {
    await signInAs(stack, keys, ada);
    const response = await stack.request('POST', '/auth/logout-all', { token: 'made-up' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await sessionCount()).toBe(1);
  });
});

describe('the sessions table', () => {
  it('holds the SHA-256 of each token handed out, never a token itself', async () => {
    const tokens = [
      await signInAs(stack, keys, ada),
      await signInAs(stack, keys, ada),
      await signInAs(stack, keys, bob),
    ];
    const stored = (await rows()).map((row) => row.tokenHash);
    for (const token of tokens) expect(stored).not.toContain(token);
    const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
    expect([...stored].sort()).toEqual(tokens.map(sha256).sort());
  });
});
