import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, usedIdTokens, users } from '#server/db/schema';
import { signInAs, useStack } from './use-stack';

/**
 * Google ID tokens as the first client uses them (the credential of every call) and as sign-in
 * uses them: signing out ends them, a copy signs in no second time, and using one writes nothing.
 */
const accounts = useStack({ accounts: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
let start: Date;
beforeEach(() => {
  start = accounts.stack.time.clock.now();
});
afterEach(() => {
  accounts.stack.time.clock.set(start);
});

const ada = { sub: 'ada', email: 'ada@example.com', name: 'Ada' };
const now = () => accounts.stack.time.clock.now();
const later = (ms: number) => {
  accounts.stack.time.clock.set(new Date(now().getTime() + ms));
};
/** A Google ID token for Ada, issued `secondsAgo` before now (a token the client holds). */
const idToken = (secondsAgo = 0, omit: string[] = []) =>
  accounts.keys.mint({ now: new Date(now().getTime() - secondsAgo * 1000), claims: ada, omit });
/** What the first client sends: the bare token as Authorization. */
const profileWith = async (credential: string) =>
  (await accounts.stack.request('GET', '/user/profile', { headers: { authorization: credential } }))
    .status;
const signIn = (credential: string) =>
  accounts.stack.request('POST', '/auth/google', { json: { credential } });
const count = async (table: typeof sessions | typeof usedIdTokens) => {
  const [row] = await accounts.db.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('signing out ends Google ID tokens issued before it', () => {
  it('POST /auth/logout-all: a token in use gets 401 afterwards, a fresh one works', async () => {
    const held = await idToken(30);
    expect(await profileWith(held)).toBe(200);
    const session = await signInAs(accounts.stack, accounts.keys, ada);
    expect(
      (await accounts.stack.request('POST', '/auth/logout-all', { token: session })).status,
    ).toBe(204);
    expect(await profileWith(held)).toBe(401);
    // The same token cannot sign in again either (no new session from it).
    expect((await signIn(held)).status).toBe(401);
    expect(await count(sessions)).toBe(0);
    // Google's next token for the account works, as a credential and to sign in.
    later(1000);
    expect(await profileWith(await idToken())).toBe(200);
    expect((await signIn(await idToken())).status).toBe(200);
  });

  it('POST /auth/logout with the token itself as the credential ends it', async () => {
    const held = await idToken(30);
    expect(await profileWith(held)).toBe(200);
    const logout = await accounts.stack.request('POST', '/auth/logout', {
      headers: { authorization: held },
    });
    expect(logout.status).toBe(204);
    expect(await profileWith(held)).toBe(401);
  });

  it('POST /auth/logout of a session ends the tokens too, and no other session', async () => {
    const held = await idToken(30);
    const other = await signInAs(accounts.stack, accounts.keys, ada);
    later(5000);
    const session = await signInAs(accounts.stack, accounts.keys, ada);
    expect((await accounts.stack.request('POST', '/auth/logout', { token: session })).status).toBe(
      204,
    );
    expect(await profileWith(held)).toBe(401);
    const otherProfile = await accounts.stack.request('GET', '/user/profile', { token: other });
    expect(otherProfile.status).toBe(200);
  });

  it("leaves another user's tokens working", async () => {
    const bobs = await accounts.keys.mint({
      now: new Date(now().getTime() - 30_000),
      claims: { sub: 'bob', email: 'bob@example.com' },
    });
    expect(await profileWith(bobs)).toBe(200);
    const session = await signInAs(accounts.stack, accounts.keys, ada);
    await accounts.stack.request('POST', '/auth/logout-all', { token: session });
    expect(await profileWith(bobs)).toBe(200);
  });
});

describe('an ID token signs in once', () => {
  it.each([
    ['its jti', []],
    ['its hash, when it has no jti', ['jti']],
  ])('a replayed token gets no second session (remembered by %s)', async (_by, omit) => {
    const credential = await idToken(0, omit);
    expect((await signIn(credential)).status).toBe(200);
    const replay = await signIn(credential);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await count(sessions)).toBe(1);
    // The first client keeps sending the token it signed in with: that still works.
    expect(await profileWith(credential)).toBe(200);
  });

  it('is remembered until the token expires, then cleaned up with the sessions', async () => {
    await signIn(await idToken());
    expect(await count(usedIdTokens)).toBe(1);
    await accounts.stack.server.cleanUpSessions();
    expect(await count(usedIdTokens)).toBe(1);
    later(3600_000 + 61_000);
    await accounts.stack.server.cleanUpSessions();
    expect(await count(usedIdTokens)).toBe(0);
  });
});

describe('an ID token as the credential of every call', () => {
  /** The user row's version (`xmin` changes with every write to it) and its `updated_at`. */
  const adaRow = async () => {
    const [row] = await accounts.db.database.db
      .select({ version: sql<string>`xmin::text`, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.googleSub, ada.sub));
    return row;
  };

  it('writes nothing after the first use: not per call, not per new token', async () => {
    const credential = await idToken();
    expect(await profileWith(credential)).toBe(200);
    const first = await adaRow();
    expect(first).toBeDefined();
    later(2000);
    for (let i = 0; i < 5; i++) expect(await profileWith(credential)).toBe(200);
    // Google's next token, with nothing changed on the account, writes nothing either.
    expect(await profileWith(await idToken())).toBe(200);
    expect(await adaRow()).toEqual(first);
    expect(await count(sessions)).toBe(0);
    expect(await count(usedIdTokens)).toBe(0);
  });

  it('refreshes the account when Google says something new (a new name)', async () => {
    expect(await profileWith(await idToken())).toBe(200);
    const renamed = await accounts.keys.mint({ now: now(), claims: { ...ada, name: 'Ada L.' } });
    const profile = await accounts.stack.request('GET', '/user/profile', {
      headers: { authorization: renamed },
    });
    expect(await profile.json()).toMatchObject({ user: { name: 'Ada L.' } });
  });
});
