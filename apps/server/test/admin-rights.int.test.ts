import { describe, expect, it } from 'vitest';
import { unbindAdmin } from '#server/services/admin-binding';
import { signInAs, useStack } from './use-stack';

/**
 * Admin rights belong to the Google account (`sub`) that first signed in with an ADMIN_EMAILS
 * address, not to whoever holds that address later.
 */

const accounts = useStack({ accounts: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

const HOUR = 3600_000;
const admin = { sub: 'grace', email: 'admin@example.com' };
// Another Google account that later got the same verified address.
const intruder = { sub: 'mallory', email: 'admin@example.com' };

/** What the server says of a credential: signed out, or whether it is an admin. */
async function standing(token: string): Promise<'signed out' | 'admin' | 'user'> {
  const response = await accounts.stack.request('GET', '/user/profile', { token });
  if (response.status === 401) return 'signed out';
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { isadmin: boolean } };
  return user.isadmin ? 'admin' : 'user';
}

/** Admins get past the rights check to a 404 for a made-up contest; others get 403. */
async function solutionUploadStatus(token: string): Promise<number> {
  const response = await accounts.stack.request('POST', '/contests/upload_solution', {
    token,
    json: { contestId: 'codeforces-0', videoSolution: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  return response.status;
}

const googleToken = (who: { sub: string; email: string }) =>
  accounts.keys.mint({ now: accounts.stack.time.clock.now(), claims: { ...who, name: who.email } });

describe('admin bound to the Google account', () => {
  it('is not given to another account signing in with the same email', async () => {
    const first = await signInAs(accounts.stack, accounts.keys, admin);
    expect(await standing(first)).toBe('admin');

    const other = await signInAs(accounts.stack, accounts.keys, intruder);
    expect(await standing(other)).toBe('user');
    expect(await solutionUploadStatus(other)).toBe(403);
    // The sign-in answer says so too.
    const answer = await accounts.stack.request('POST', '/auth/google', {
      json: { credential: await googleToken(intruder) },
    });
    expect(await answer.json()).toMatchObject({ user: { isadmin: false } });

    expect(await standing(first)).toBe('admin');
    expect(await solutionUploadStatus(first)).toBe(404);
  });

  it('binds on first use of a Google ID token as the credential, and holds there too', async () => {
    const first = await googleToken(admin);
    expect(await standing(first)).toBe('admin');
    expect(await solutionUploadStatus(first)).toBe(404);

    const other = await googleToken(intruder);
    expect(await standing(other)).toBe('user');
    expect(await solutionUploadStatus(other)).toBe(403);
    // Nor does the other account gain it by signing in for a session.
    expect(await standing(await signInAs(accounts.stack, accounts.keys, intruder))).toBe('user');
  });

  it('is checked at every request: the bound account loses it when its email changes', async () => {
    const session = await signInAs(accounts.stack, accounts.keys, admin);
    expect(await standing(session)).toBe('admin');
    await signInAs(accounts.stack, accounts.keys, { sub: admin.sub, email: 'grace@example.org' });
    expect(await standing(session)).toBe('user');
    // The address changed hands: its new holder is still not the bound account.
    expect(await standing(await signInAs(accounts.stack, accounts.keys, intruder))).toBe('user');
  });

  it('passes to the next account to sign in once an operator unbinds the email', async () => {
    const first = await signInAs(accounts.stack, accounts.keys, admin);
    expect(await unbindAdmin(accounts.db.database.db, 'Admin@Example.com')).toBe(true);
    expect(await unbindAdmin(accounts.db.database.db, 'admin@example.com')).toBe(false);
    expect(await standing(first)).toBe('user');

    const next = await signInAs(accounts.stack, accounts.keys, intruder);
    expect(await standing(next)).toBe('admin');
    expect(await standing(first)).toBe('user');
    expect(await standing(await signInAs(accounts.stack, accounts.keys, admin))).toBe('user');
  });
});

describe('admin sessions', () => {
  it('last 12 hours, while a user session lasts 30 days', async () => {
    const start = accounts.stack.time.clock.now();
    const at = (ms: number) => {
      accounts.stack.time.clock.set(new Date(start.getTime() + ms));
    };
    try {
      const adminSession = await signInAs(accounts.stack, accounts.keys, admin);
      const userSession = await signInAs(accounts.stack, accounts.keys, {
        sub: 'ada',
        email: 'ada@example.com',
      });
      at(12 * HOUR - 1000);
      expect(await standing(adminSession)).toBe('admin');
      at(12 * HOUR + 1000);
      expect(await standing(adminSession)).toBe('signed out');
      expect(await standing(userSession)).toBe('user');
      at(30 * 24 * HOUR - 1000);
      expect(await standing(userSession)).toBe('user');
    } finally {
      accounts.stack.time.clock.set(start);
    }
  });

  it('end at 12 hours for a user who became the admin after signing in', async () => {
    const start = accounts.stack.time.clock.now();
    try {
      // Signed in once as a plain user (a 30-day session), then the address was bound.
      const older = await signInAs(accounts.stack, accounts.keys, {
        sub: admin.sub,
        email: 'grace@example.org',
      });
      accounts.stack.time.clock.set(new Date(start.getTime() + HOUR));
      await signInAs(accounts.stack, accounts.keys, admin);
      expect(await standing(older)).toBe('admin');
      accounts.stack.time.clock.set(new Date(start.getTime() + 12 * HOUR + 1000));
      expect(await standing(older)).toBe('signed out');
    } finally {
      accounts.stack.time.clock.set(start);
    }
  });
});
