import type { HandlesResponse } from '@contest-tracker/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLAY_OAUTH_APP } from '#replay/platforms/codeforces/oauth-provider';
import { CALLBACK_PATH } from '#server/services/handles/codeforces-oauth';
import { signInAs, useStack } from './use-stack';

// 'Link with Codeforces' (issue 45, decision 039) against the replay's OpenID provider, a real
// HTTP server on 127.0.0.1 that refuses what Codeforces refuses. The browser's part (following
// the authorize URL, pressing Allow, coming back) is done here with fetch.

const PUBLIC_URL = 'https://contests.example.org';
const REDIRECT_URI = PUBLIC_URL + CALLBACK_PATH;

const t = useStack({
  accounts: true,
  env: {
    CODEFORCES_OAUTH_CLIENT_ID: REPLAY_OAUTH_APP.clientId,
    CODEFORCES_OAUTH_CLIENT_SECRET: REPLAY_OAUTH_APP.clientSecret,
    PUBLIC_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
  setUp: (stack) => {
    stack.replay.codeforcesOAuth.registerRedirectUri(REDIRECT_URI);
    return Promise.resolve();
  },
});

let people = 0;
beforeEach(() => {
  t.stack.replay.codeforcesOAuth.misbehave({});
});
// A link reads the upsolve list after answering: done before the next test empties the tables.
afterEach(() => t.stack.server.backgroundIdle());

async function someone(): Promise<string> {
  people += 1;
  const sub = `oauth-${people}`;
  return signInAs(t.stack, t.keys, { sub, email: `${sub}@example.com` });
}

/** POST /user/handles/codeforces/oauth: the authorize URL. */
async function start(token: string, json?: unknown): Promise<URL> {
  const response = await t.stack.request('POST', '/user/handles/codeforces/oauth', {
    token,
    ...(json === undefined ? {} : { json }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return new URL(((await response.json()) as { url: string }).url);
}

/** What the browser does at Codeforces: opens the page, signs in as `handle`, presses a button. */
async function approve(authorize: URL, handle: string, decision = 'allow'): Promise<URL> {
  const page = await fetch(authorize);
  expect(page.status, await page.clone().text()).toBe(200);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('handle', handle);
  form.set('decision', decision);
  const answer = await fetch(new URL('/oauth/authorize', authorize), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  return back;
}

/** The browser arriving back (at PUBLIC_URL, which fronts the test server): where it is sent on. */
async function callback(back: URL, headers: Record<string, string> = {}) {
  const response = await fetch(t.stack.server.url + back.pathname + back.search, {
    redirect: 'manual',
    headers,
  });
  expect(response.status, await response.clone().text()).toBe(303);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const to = new URL(response.headers.get('location') ?? '', PUBLIC_URL);
  expect(to.pathname).toBe('/profile');
  return { linked: to.searchParams.get('linked'), error: to.searchParams.get('link_error') };
}

async function linkWithCodeforces(token: string, handle: string) {
  return callback(await approve(await start(token), handle));
}

async function handlesOf(token: string): Promise<HandlesResponse> {
  const response = await t.stack.request('GET', '/user/handles', { token });
  return (await response.json()) as HandlesResponse;
}

const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  const { clock } = t.stack.time;
  clock.set(new Date(clock.now().getTime() + ms));
};

describe('Link with Codeforces', () => {
  it('is offered, and starts at the provider with a fresh state for each request', async () => {
    const ada = await someone();
    expect((await handlesOf(ada)).codeforcesOAuth).toBe(true);
    const first = await start(ada);
    const second = await start(ada);
    expect(first.origin).toBe(t.stack.replay.origin);
    expect(first.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      response_type: 'code',
      client_id: REPLAY_OAUTH_APP.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: expect.stringMatching(/^[\w-]{43}$/) as unknown,
    });
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    // Signed in only.
    const anonymous = await t.stack.request('POST', '/user/handles/codeforces/oauth');
    expect(anonymous.status).toBe(401);
  });

  it('links the handle Codeforces vouches for, verified, to the state’s user', async () => {
    const ada = await someone();
    expect(await linkWithCodeforces(ada, 'Rishabh-malhotraa')).toEqual({
      linked: 'codeforces',
      error: null,
    });
    const { handles } = await handlesOf(ada);
    expect(handles).toEqual([
      expect.objectContaining({
        platform: 'codeforces',
        handle: 'Rishabh-malhotraa',
        verified: true,
      }),
    ]);
    expect(handles[0]?.challenge).toBeUndefined();
    // The code went to the token endpoint as a form, with the app's secret and the same redirect.
    const exchange = t.stack.replay
      .requestsFor('codeforcesOAuth')
      .filter((request) => request.url === '/oauth/token')
      .at(-1);
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      grant_type: 'authorization_code',
      code: expect.any(String) as unknown,
      redirect_uri: REDIRECT_URI,
      client_id: REPLAY_OAUTH_APP.clientId,
      client_secret: REPLAY_OAUTH_APP.clientSecret,
    });
    // The rated contests were read right after.
    expect(handles[0]?.lastFetchedAt).toBeDefined();
  });

  it('replaces a pending compile-error link with the verified handle', async () => {
    const ada = await someone();
    const pending = await t.stack.request('POST', '/user/handles', {
      token: ada,
      json: { platform: 'codeforces', handle: 'someone_else' },
    });
    expect(pending.status).toBe(201);
    expect((await linkWithCodeforces(ada, 'ada_cf')).linked).toBe('codeforces');
    expect((await handlesOf(ada)).handles).toEqual([
      expect.objectContaining({ handle: 'ada_cf', verified: true }),
    ]);
  });

  it.each([
    ['a signature by another key', { signingSecret: 'not-the-client-secret' }, /ERR_JWS_SIGNATURE/],
    ['another issuer', { claims: { iss: 'https://codeforces.example' } }, /ERR_JWT_CLAIM/],
    ['another audience', { claims: { aud: 'another-app' } }, /ERR_JWT_CLAIM/],
    ['an expired token', { claims: { exp: 1_700_000_000 } }, /ERR_JWT_EXPIRED/],
    ['no handle claim', { claims: { handle: undefined } }, /did not say which handle/],
  ])('refuses an id_token with %s, linking nothing', async (_name, misbehaviour, reason) => {
    const ada = await someone();
    t.stack.replay.codeforcesOAuth.misbehave(misbehaviour);
    const { linked, error } = await linkWithCodeforces(ada, 'Rishabh-malhotraa');
    expect(linked).toBeNull();
    expect(error).toMatch(reason);
    expect((await handlesOf(ada)).handles).toEqual([]);
  });

  it('redeems a state once', async () => {
    const ada = await someone();
    const authorize = await start(ada);
    const back = await approve(authorize, 'ada_first');
    expect((await callback(back)).linked).toBe('codeforces');
    // The same state again, with a new code Codeforces would give for it.
    const again = await callback(await approve(authorize, 'ada_second'));
    expect(again.error).toBe(
      'This sign-in expired or was used already: try Link with Codeforces again.',
    );
    // And the very same callback URL once more.
    expect((await callback(back)).error).toMatch(/expired or was used already/);
    expect((await handlesOf(ada)).handles).toEqual([
      expect.objectContaining({ handle: 'ada_first', verified: true }),
    ]);
  });

  it('refuses a state after its 5 minutes', async () => {
    const ada = await someone();
    const authorize = await start(ada);
    advance(minutes(5));
    const { error } = await callback(await approve(authorize, 'ada_late'));
    expect(error).toMatch(/expired or was used already/);
    expect((await handlesOf(ada)).handles).toEqual([]);

    // Just within the 5 minutes, it is taken.
    const inTime = await start(ada);
    advance(minutes(5) - 1_000);
    expect((await callback(await approve(inTime, 'ada_in_time'))).linked).toBe('codeforces');
  });

  it("links a state to its owner only, whoever's browser brings it back", async () => {
    const ada = await someone();
    const bob = await someone();
    // Bob cannot start one for Ada: the state is bound to the session, not to anything sent.
    const bobs = await start(bob, { userId: 1, user: 'ada' });
    const adas = await start(ada);
    // Ada's state arriving with Bob's credentials links Ada, never Bob.
    const back = await approve(adas, 'ada_cf');
    expect((await callback(back, { authorization: `Bearer ${bob}` })).linked).toBe('codeforces');
    expect((await handlesOf(ada)).handles).toEqual([
      expect.objectContaining({ handle: 'ada_cf', verified: true }),
    ]);
    expect((await handlesOf(bob)).handles).toEqual([]);
    // A made-up state links no one.
    const forged = new URL(back);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect((await callback(forged)).error).toMatch(/expired or was used already/);
    // Bob's own state links Bob's handle to Bob.
    expect((await callback(await approve(bobs, 'bob_cf'))).linked).toBe('codeforces');
    expect((await handlesOf(bob)).handles).toEqual([
      expect.objectContaining({ handle: 'bob_cf', verified: true }),
    ]);
    expect((await handlesOf(ada)).handles).toEqual([expect.objectContaining({ handle: 'ada_cf' })]);
  });

  it('refuses a handle another account verified, with the same words as a link', async () => {
    const ada = await someone();
    const bob = await someone();
    expect((await linkWithCodeforces(ada, 'tourist')).linked).toBe('codeforces');
    const { linked, error } = await linkWithCodeforces(bob, 'Tourist');
    expect(linked).toBeNull();
    expect(error).toBe('The Codeforces handle Tourist is linked to another account.');
    expect((await handlesOf(bob)).handles).toEqual([]);
    // The compile-error link says the same.
    const typed = await t.stack.request('POST', '/user/handles', {
      token: bob,
      json: { platform: 'codeforces', handle: 'Tourist' },
    });
    expect(typed.status).toBe(409);
    expect(((await typed.json()) as { message: string }).message).toBe(error);
  });

  it('keeps a verified handle: linking another is refused, the same one is a no-op', async () => {
    const ada = await someone();
    expect((await linkWithCodeforces(ada, 'ada_cf')).linked).toBe('codeforces');
    expect((await linkWithCodeforces(ada, 'ADA_CF')).linked).toBe('codeforces');
    expect((await linkWithCodeforces(ada, 'other_cf')).error).toBe(
      'Your Codeforces handle ada_cf is linked already: unlink it to link another.',
    );
    expect((await handlesOf(ada)).handles).toEqual([
      expect.objectContaining({ handle: 'ada_cf', verified: true }),
    ]);
  });

  it('refuses a cancelled sign-in and a code Codeforces will not exchange', async () => {
    const ada = await someone();
    const denied = await callback(await approve(await start(ada), 'ada_cf', 'deny'));
    expect(denied.error).toMatch(/cancelled/);
    const back = await approve(await start(ada), 'ada_cf');
    back.searchParams.set('code', 'made-up-code');
    expect((await callback(back)).error).toBe('Codeforces refused the sign-in: try again.');
    expect((await handlesOf(ada)).handles).toEqual([]);
  });
});

it('posts the secret to CODEFORCES_OAUTH_BASE only, never where a redirect points', async () => {
  const bodies: string[] = [];
  const elsewhere = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => bodies.push(chunk.toString()));
    req.on('end', () => res.writeHead(200).end('{}'));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const { port } = elsewhere.address() as AddressInfo;
  try {
    const ada = await someone();
    t.stack.replay.codeforcesOAuth.misbehave({ redirectTokenTo: `http://127.0.0.1:${port}/token` });
    const { error } = await linkWithCodeforces(ada, 'ada_cf');
    expect(error).toBe('Codeforces could not be reached: try again in a minute.');
    expect(bodies).toEqual([]);
    expect((await handlesOf(ada)).handles).toEqual([]);
  } finally {
    elsewhere.closeAllConnections();
    await new Promise((resolve) => elsewhere.close(resolve));
  }
});

describe("the replay's OpenID provider refuses what Codeforces refuses", () => {
  const token = (form: Record<string, string>) =>
    fetch(`${t.stack.replay.origin}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams(form),
    });

  it('a wrong secret, a code used twice, another redirect_uri', async () => {
    const ada = await someone();
    const code = (await approve(await start(ada), 'ada_cf')).searchParams.get('code') ?? '';
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: REPLAY_OAUTH_APP.clientId,
      client_secret: REPLAY_OAUTH_APP.clientSecret,
    };
    const wrongSecret = await token({ ...form, client_secret: 'guess' });
    expect([wrongSecret.status, await wrongSecret.json()]).toEqual([
      401,
      { error: 'invalid_client' },
    ]);
    const otherRedirect = await token({ ...form, redirect_uri: 'https://evil.example/cb' });
    expect([otherRedirect.status, await otherRedirect.json()]).toEqual([
      400,
      { error: 'invalid_grant' },
    ]);
    const first = await token(form);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      token_type: 'Bearer',
      id_token: expect.any(String) as unknown,
    });
    const reused = await token(form);
    expect([reused.status, await reused.json()]).toEqual([400, { error: 'invalid_grant' }]);
  });

  it('an authorize request for a redirect_uri the app did not register', async () => {
    const ada = await someone();
    const authorize = await start(ada);
    authorize.searchParams.set('redirect_uri', 'https://evil.example/cb');
    const page = await fetch(authorize, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
  });
});
