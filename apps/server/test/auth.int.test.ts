import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { TEST_CLIENT_ID } from './google-keys';
import { useStack } from './use-stack';
import { tokenAttacks } from './token-attacks';

const accounts = useStack({ accounts: true });

const now = () => accounts.stack.time.clock.now();
const signIn = (credential: string) =>
  accounts.stack.request('POST', '/auth/google', { json: { credential } });
const userCount = async () => {
  const [row] = await accounts.db.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
};

describe('POST /auth/google', () => {
  it('signs in with a valid Google credential and answers our own session token', async () => {
    const response = await signIn(await accounts.keys.mint({ now: now() }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: unknown };
    expect(body.user).toEqual({
      name: 'Ada Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/ada',
      email: 'ada@example.com',
      isadmin: false,
      bookmarks: [],
      hideSolutionLinks: false,
      hasResults: false,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await accounts.stack.request('GET', '/user/profile', { token: body.token });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual({ user: body.user });
    expect(await userCount()).toBe(1);
  });

  it('accepts the first client bare credential in the Authorization header', async () => {
    const credential = await accounts.keys.mint({ now: now() });
    const response = await accounts.stack.request('POST', '/auth/google', {
      headers: { authorization: credential },
    });
    expect(response.status).toBe(200);
  });

  it('updates the same user on a later sign-in, and knows admins from ADMIN_EMAILS', async () => {
    await signIn(
      await accounts.keys.mint({
        now: now(),
        claims: { sub: 'admin-1', email: 'admin@example.com' },
      }),
    );
    const again = await signIn(
      await accounts.keys.mint({
        now: now(),
        claims: { sub: 'admin-1', email: 'Admin@Example.com', name: 'Grace Hopper' },
      }),
    );
    const body = (await again.json()) as { user: { name: string; isadmin: boolean } };
    expect(body.user).toMatchObject({ name: 'Grace Hopper', isadmin: true });
    expect(await userCount()).toBe(1);
  });

  const refusals = tokenAttacks(() => accounts.keys, now);

  it.each(refusals)('refuses %s with 401 and creates no user', async (_name, make) => {
    const response = await signIn(await make());
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unauthorized');
    expect(await userCount()).toBe(0);
  });

  it('accepts a token within 60 s of skew', async () => {
    const t = Math.floor(now().getTime() / 1000);
    const response = await signIn(
      await accounts.keys.mint({ now: now(), claims: { iat: t - 3600, exp: t - 30 } }),
    );
    expect(response.status).toBe(200);
  });

  it('accepts an aud list naming us when azp is our client id', async () => {
    const response = await signIn(
      await accounts.keys.mint({
        now: now(),
        claims: { aud: [TEST_CLIENT_ID, 'other.apps.googleusercontent.com'], azp: TEST_CLIENT_ID },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('accepts iat up to 60 s ahead, and a token up to an hour old (plus 60 s of skew)', async () => {
    const t = Math.floor(now().getTime() / 1000);
    for (const iat of [t + 60, t - 3660]) {
      const response = await signIn(
        await accounts.keys.mint({ now: now(), claims: { iat, exp: t + 600, sub: `iat-${iat}` } }),
      );
      expect(response.status, `iat ${iat - t} s from now`).toBe(200);
    }
  });

  it('refuses a missing credential with 400 naming it', async () => {
    const response = await accounts.stack.request('POST', '/auth/google', { json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'credential: a Google ID token is required' },
      message: 'credential: a Google ID token is required',
    });
  });
});

describe('sessions', () => {
  it('stops working after logout', async () => {
    const { token } = (await (await signIn(await accounts.keys.mint({ now: now() }))).json()) as {
      token: string;
    };
    expect((await accounts.stack.request('GET', '/user/profile', { token })).status).toBe(200);
    expect((await accounts.stack.request('POST', '/auth/logout', { token })).status).toBe(204);
    const after = await accounts.stack.request('GET', '/user/profile', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'unauthorized' } });
    // A token of ours is not a Google credential either.
    expect((await signIn(token)).status).toBe(401);
  });

  it('expires after 30 days', async () => {
    const { token } = (await (await signIn(await accounts.keys.mint({ now: now() }))).json()) as {
      token: string;
    };
    const start = now();
    accounts.stack.time.clock.set(new Date(start.getTime() + 29 * 86_400_000));
    expect((await accounts.stack.request('GET', '/user/profile', { token })).status).toBe(200);
    accounts.stack.time.clock.set(new Date(start.getTime() + 30 * 86_400_000 + 1000));
    expect((await accounts.stack.request('GET', '/user/profile', { token })).status).toBe(401);
    accounts.stack.time.clock.set(start);
  });

  it('refuses garbage or nothing as a session', async () => {
    for (const token of ['garbage', 'a.b', 'x'.repeat(43)]) {
      expect((await accounts.stack.request('GET', '/user/profile', { token })).status).toBe(401);
    }
    expect((await accounts.stack.request('GET', '/user/profile')).status).toBe(401);
    // A Google ID token is a credential of its own (first-client.int.test.ts), not a session;
    // logout ends it all the same (id-token-revocation.int.test.ts).
    const credential = await accounts.keys.mint({ now: new Date(now().getTime() - 30_000) });
    expect(
      (await accounts.stack.request('GET', '/user/profile', { token: credential })).status,
    ).toBe(200);
    expect(
      (await accounts.stack.request('POST', '/auth/logout', { token: credential })).status,
    ).toBe(204);
    expect(
      (await accounts.stack.request('GET', '/user/profile', { token: credential })).status,
    ).toBe(401);
  });

  it('tells the browser the client id at run time', async () => {
    expect(await (await accounts.stack.get('/api/config')).json()).toEqual({
      googleClientId: TEST_CLIENT_ID,
      demoSignIn: false,
    });
  });
});

describe('editing the profile', () => {
  it('answers a clear 405: the name and picture are the Google account’s', async () => {
    const { token } = (await (await signIn(await accounts.keys.mint({ now: now() }))).json()) as {
      token: string;
    };
    const edit = await accounts.stack.request('POST', '/user/profile', {
      token,
      json: { name: 'Someone else' },
    });
    expect(edit.status).toBe(405);
    expect(edit.headers.get('allow')).toBe('GET');
    const message =
      'Profile editing is not supported: your name and picture come from your Google account.';
    expect(await edit.json()).toEqual({
      error: { code: 'method_not_allowed', message },
      message,
    });
    expect((await accounts.stack.request('POST', '/user/profile')).status).toBe(401);
  });
});
