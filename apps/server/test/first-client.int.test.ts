import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { startOwnStack, useStack } from './use-stack';
import { tokenAttacks } from './token-attacks';

/**
 * The first client (its product spec, §7 "The calls it makes") as a browser runs it from its own
 * origin: its Google ID token, kept in localStorage `token`, is the bare Authorization header of
 * every signed-in call, and it reads `contest._id` and an error's top-level `message`.
 */
const ORIGIN = 'http://localhost:5173';
// What axios sends unless told otherwise.
const ACCEPT = 'application/json, text/plain, */*';

const accounts = useStack({ accounts: true, env: { CORS_ORIGINS: ORIGIN } });
beforeEach(async () => {
  await accounts.stack.server.syncNow();
});

const now = () => accounts.stack.time.clock.now();
const count = async (table: typeof users | typeof sessions) => {
  const [row] = await accounts.db.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};
const googleToken = (who: { sub: string; email: string; name?: string }) =>
  accounts.keys.mint({
    now: now(),
    claims: { sub: who.sub, email: who.email, name: who.name ?? who.email },
  });

interface Call {
  /** The saved Google credential, sent bare as the first client does. */
  token?: string;
  json?: unknown;
}

/**
 * One call of the first client, cross-origin: the browser's preflight when the call needs one
 * (a credential, a JSON body, DELETE), then the call; CORS must let the answer through.
 */
async function client(method: string, path: string, call: Call = {}): Promise<Response> {
  const target = accounts.stack.server.url + path;
  const extra = [
    ...(call.token === undefined ? [] : ['authorization']),
    ...(call.json === undefined ? [] : ['content-type']),
  ];
  if (extra.length > 0 || method === 'DELETE') {
    const preflight = await fetch(target, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': method,
        ...(extra.length ? { 'access-control-request-headers': extra.join(',') } : {}),
      },
    });
    expect(preflight.status, `preflight of ${method} ${path}`).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain(method);
    for (const header of extra) {
      expect(preflight.headers.get('access-control-allow-headers')).toContain(header);
    }
  }
  const response = await fetch(target, {
    method,
    headers: {
      origin: ORIGIN,
      accept: ACCEPT,
      ...(call.token === undefined ? {} : { authorization: call.token }),
      ...(call.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
  });
  expect(response.headers.get('access-control-allow-origin'), `${method} ${path}`).toBe(ORIGIN);
  return response;
}

interface FirstClientContest {
  _id: string;
  id: string;
  title: string;
  type: string;
  video_solution?: string;
}

describe('the first client, call by call', () => {
  it('signs in, reads its profile, bookmarks, lists, unbookmarks by body and saves a solution', async () => {
    // Start-up, signed out: the two lists, no credential.
    const upcoming = (await (await client('GET', '/contests/upcomming_contest')).json()) as {
      upcomingContests: FirstClientContest[];
    };
    expect(upcoming.upcomingContests.length).toBeGreaterThan(0);
    for (const contest of upcoming.upcomingContests) expect(contest._id).toBe(contest.id);
    const past = (await (await client('GET', '/contests/past_contest?page=0')).json()) as {
      pastContests: FirstClientContest[];
    };
    expect(past.pastContests).toHaveLength(12);
    for (const contest of past.pastContests) expect(contest._id).toBe(contest.id);

    // Sign-in: empty body, the credential as the bare Authorization header; the answer is unread.
    const token = await googleToken({ sub: 'ada', email: 'ada@example.com', name: 'Ada' });
    expect((await client('POST', '/auth/google', { token })).status).toBe(200);

    // After the reload: the profile with the saved credential.
    const profile = await client('GET', '/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual({
      user: {
        name: 'Ada',
        picture: 'https://lh3.googleusercontent.com/a/ada',
        email: 'ada@example.com',
        isadmin: false,
        bookmarks: [],
        hideSolutionLinks: false,
        hasResults: false,
      },
    });

    // Bookmark: the whole contest object under contestData.
    const contest = upcoming.upcomingContests[0];
    if (!contest) throw new Error('no upcoming contest');
    const bookmarked = await client('POST', '/user/bookmarks', {
      token,
      json: { contestData: contest },
    });
    expect(bookmarked.status).toBe(201);

    // My bookmarks, page 0: the items carry the `_id` it unbookmarks by.
    const page = (await (await client('GET', '/user/bookmarks?page=0', { token })).json()) as {
      bookmarks: FirstClientContest[];
    };
    expect(page.bookmarks.map((c) => [c.id, c._id])).toEqual([[contest.id, contest.id]]);

    // Unbookmark: DELETE /user/bookmarks with `{ contestId: contest._id }`; again is no error.
    const bookmark = page.bookmarks[0];
    if (!bookmark) throw new Error('no bookmark');
    for (let i = 0; i < 2; i++) {
      const removed = await client('DELETE', '/user/bookmarks', {
        token,
        json: { contestId: bookmark._id },
      });
      expect(removed.status).toBe(204);
    }
    const after = (await (await client('GET', '/user/profile', { token })).json()) as {
      user: { bookmarks: string[] };
    };
    expect(after.user.bookmarks).toEqual([]);

    // Solution upload, as an admin signed in the same way.
    const admin = await googleToken({ sub: 'root', email: 'admin@example.com' });
    expect((await client('POST', '/auth/google', { token: admin })).status).toBe(200);
    const adminProfile = (await (
      await client('GET', '/user/profile', { token: admin })
    ).json()) as {
      user: { isadmin: boolean };
    };
    expect(adminProfile.user.isadmin).toBe(true);
    const finished = past.pastContests.find((c) => !c.video_solution);
    if (!finished) throw new Error('no past contest without a solution');
    const saved = await client('POST', '/contests/upload_solution', {
      token: admin,
      json: { contestId: finished._id, videoSolution: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(saved.status).toBe(200);
    const relisted = (await (await client('GET', '/contests/past_contest?page=0')).json()) as {
      pastContests: FirstClientContest[];
    };
    expect(relisted.pastContests.find((c) => c._id === finished._id)?.video_solution).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );

    // A failing list call: it shows `response.data.message`.
    const failing = await client('GET', '/contests/past_contest?page=NaN');
    expect(failing.status).toBe(400);
    const failure = (await failing.json()) as { message: string; error: { message: string } };
    expect(failure.message).toBe('page: must be a whole number from 0 to 100000');
    expect(failure.message).toBe(failure.error.message);

    // Two users, and the Google tokens were never stored; the sign-in calls opened unused sessions.
    expect(await count(users)).toBe(2);
  });
});

describe('a Google ID token as the credential', () => {
  it('creates the user on first use, with or without "Bearer", and stores no session', async () => {
    const token = await googleToken({ sub: 'new', email: 'new@example.com' });
    expect((await client('GET', '/user/profile', { token })).status).toBe(200);
    expect((await client('GET', '/user/profile', { token: `Bearer ${token}` })).status).toBe(200);
    expect(await count(users)).toBe(1);
    expect(await count(sessions)).toBe(0);
  });

  it('lasts as long as the token: refused once it expired beyond 60 s of skew', async () => {
    const token = await googleToken({ sub: 'ada', email: 'ada@example.com' });
    const start = now();
    try {
      accounts.stack.time.clock.set(new Date(start.getTime() + 3600_000 + 30_000));
      expect((await client('GET', '/user/profile', { token })).status).toBe(200);
      accounts.stack.time.clock.set(new Date(start.getTime() + 3600_000 + 61_000));
      expect((await client('GET', '/user/profile', { token })).status).toBe(401);
    } finally {
      accounts.stack.time.clock.set(start);
    }
  });

  it('answers the first client message for a refused credential', async () => {
    const response = await client('GET', '/user/bookmarks?page=0', { token: 'garbage' });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { message: string; error: { message: string } };
    expect(body.message).toBe(body.error.message);
  });

  it.each(tokenAttacks(() => accounts.keys, now))(
    'refuses %s with 401 and creates no user',
    async (_name, make) => {
      const token = await make();
      for (const authorization of [token, `Bearer ${token}`]) {
        const response = await client('GET', '/user/profile', { token: authorization });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      }
      const write = await client('POST', '/user/bookmarks', {
        token,
        json: { contestId: 'codeforces-1926' },
      });
      expect(write.status).toBe(401);
      expect(await count(users)).toBe(0);
    },
  );
});

describe('DELETE /user/bookmarks with a body', () => {
  it('answers 400 naming contestId for a bad body, and 401 signed out', async () => {
    const token = await googleToken({ sub: 'ada', email: 'ada@example.com' });
    for (const json of [{}, { contestId: 5 }, { contestId: '' }, { contestData: {} }]) {
      const response = await client('DELETE', '/user/bookmarks', { token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { message: string; error: { code: string } };
      expect(body.error.code).toBe('bad_request');
      expect(body.message).toMatch(/^contestId: /);
    }
    // A contest without `_id` made the first client send no body field at all.
    const bare = await accounts.stack.request('DELETE', '/user/bookmarks', {
      headers: { authorization: token },
    });
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { message: string }).message).toMatch(/^contestId: /);
    const signedOut = await client('DELETE', '/user/bookmarks', {
      json: { contestId: 'codeforces-1926' },
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('the key set', () => {
  it('is fetched once: a burst of forged tokens costs no extra fetch', async () => {
    // A stack of its own, so the count starts from its first fetch (jose's cooldown is 30 s).
    const fresh = await startOwnStack({ accounts: true });
    try {
      const call = (authorization: string) =>
        fresh.stack.request('GET', '/user/profile', { headers: { authorization } });
      const clock = () => fresh.stack.time.clock.now();
      const valid = await fresh.keys.mint({ now: clock() });
      expect((await call(valid)).status).toBe(200);
      expect(fresh.keys.fetches()).toBe(1);

      const forged = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? // An unknown key id is what makes jose look for new keys.
              fresh.keys.mint({ now: clock(), foreignKey: true, kid: `forged-${i}` })
            : fresh.keys.mint({ now: clock(), foreignKey: true }),
        ),
      );
      const answers = await Promise.all(forged.map((token) => call(token)));
      expect(answers.map((a) => a.status)).toEqual(forged.map(() => 401));
      expect((await call(valid)).status).toBe(200);
      expect(fresh.keys.fetches()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('ACCEPT_GOOGLE_ID_TOKENS=0', () => {
  it('refuses a Google ID token as a credential; sign-in and its session still work', async () => {
    const sessionsOnly = await startOwnStack({
      accounts: true,
      env: { ACCEPT_GOOGLE_ID_TOKENS: '0' },
    });
    try {
      const { stack: s, keys: k } = sessionsOnly;
      const token = await k.mint({ now: s.time.clock.now() });
      const profile = await s.request('GET', '/user/profile', {
        headers: { authorization: token },
      });
      expect(profile.status).toBe(401);
      // Not even looked at: no key fetch, no user.
      expect(k.fetches()).toBe(0);
      const signIn = await s.request('POST', '/auth/google', { headers: { authorization: token } });
      expect(signIn.status).toBe(200);
      const session = ((await signIn.json()) as { token: string }).token;
      expect((await s.request('GET', '/user/profile', { token: session })).status).toBe(200);
    } finally {
      await sessionsOnly.close();
    }
  });
});
