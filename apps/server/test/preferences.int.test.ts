import { describe, expect, it } from 'vitest';
import { signInAs, useStack } from './use-stack';

const accounts = useStack({ accounts: true });

const profile = async (token: string) =>
  (
    (await (await accounts.stack.request('GET', '/user/profile', { token })).json()) as {
      user: { hideSolutionLinks: boolean };
    }
  ).user;

describe('POST /user/preferences', () => {
  it("stores 'Hide solution links until I open them' with the user, off by default", async () => {
    const { stack, keys } = accounts;
    const ada = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
    const bob = await signInAs(stack, keys, { sub: 'bob', email: 'bob@example.com' });
    expect((await profile(ada)).hideSolutionLinks).toBe(false);
    const saved = await stack.request('POST', '/user/preferences', {
      token: ada,
      json: { hideSolutionLinks: true },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ hideSolutionLinks: true });
    expect((await profile(ada)).hideSolutionLinks).toBe(true);
    expect((await profile(bob)).hideSolutionLinks).toBe(false);
    // Another session of the same user sees it too: it lives with the user, not the browser.
    const again = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
    expect((await profile(again)).hideSolutionLinks).toBe(true);
  });

  it('answers 401 signed out and 400 naming the field for a bad value', async () => {
    const { stack, keys } = accounts;
    const signedOut = await stack.request('POST', '/user/preferences', {
      json: { hideSolutionLinks: true },
    });
    expect(signedOut.status).toBe(401);
    const ada = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
    const bad = await stack.request('POST', '/user/preferences', {
      token: ada,
      json: { hideSolutionLinks: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^hideSolutionLinks: /);
    expect((await profile(ada)).hideSolutionLinks).toBe(false);
  });
});

describe('GET and PUT /user/preferences', () => {
  const get = async (token: string) => {
    const response = await accounts.stack.request('GET', '/user/preferences', { token });
    expect(response.status).toBe(200);
    return response.json();
  };
  const put = (token: string | undefined, json: unknown) =>
    accounts.stack.request('PUT', '/user/preferences', { ...(token ? { token } : {}), json });

  it('answers every preference, defaults first, and keeps the filters and view with the user', async () => {
    const { stack, keys } = accounts;
    const ada = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
    const bob = await signInAs(stack, keys, { sub: 'bob', email: 'bob@example.com' });
    expect(await get(ada)).toEqual({
      hideSolutionLinks: false,
      platforms: null,
      length: 'any',
      view: 'cards',
    });
    // Ids in the contract's order, once each; hideSolutionLinks left as it was.
    const saved = await put(ada, {
      platforms: ['atcoder', 'codeforces', 'atcoder'],
      length: 'short',
      view: 'list',
    });
    expect(saved.status).toBe(200);
    const expected = {
      hideSolutionLinks: false,
      platforms: ['codeforces', 'atcoder'],
      length: 'short',
      view: 'list',
    };
    expect(await saved.json()).toEqual(expected);
    // Another session of the same user (another device) reads the same; another user does not.
    const again = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
    expect(await get(again)).toEqual(expected);
    expect(await get(bob)).toMatchObject({ platforms: null, length: 'any', view: 'cards' });

    // hideSolutionLinks when given; the POST of before still sets it and leaves the rest.
    await put(ada, { platforms: [], length: 'long', view: 'cards', hideSolutionLinks: true });
    expect(await get(ada)).toEqual({
      hideSolutionLinks: true,
      platforms: null,
      length: 'long',
      view: 'cards',
    });
    const posted = await stack.request('POST', '/user/preferences', {
      token: ada,
      json: { hideSolutionLinks: false },
    });
    expect(await posted.json()).toEqual({ hideSolutionLinks: false });
    expect(await get(ada)).toEqual({
      hideSolutionLinks: false,
      platforms: null,
      length: 'long',
      view: 'cards',
    });
    expect((await profile(ada)).hideSolutionLinks).toBe(false);
  });

  it('answers 401 signed out and 400 naming the field, changing nothing', async () => {
    const { stack, keys } = accounts;
    expect((await put(undefined, { platforms: null, length: 'any', view: 'cards' })).status).toBe(
      401,
    );
    expect((await stack.request('GET', '/user/preferences')).status).toBe(401);
    const ada = await signInAs(stack, keys, { sub: 'ada', email: 'ada@example.com' });
    const cases: [unknown, RegExp][] = [
      [{ platforms: ['topcoder'], length: 'any', view: 'cards' }, /^platforms\.0: /],
      [{ platforms: 'codeforces', length: 'any', view: 'cards' }, /^platforms: /],
      [{ platforms: null, length: 'medium', view: 'cards' }, /^length: /],
      [{ platforms: null, length: 'any', view: 'grid' }, /^view: /],
      [{ platforms: null, length: 'any' }, /^view: /],
      [
        { platforms: null, length: 'any', view: 'list', hideSolutionLinks: 1 },
        /^hideSolutionLinks: /,
      ],
    ];
    for (const [body, message] of cases) {
      const bad = await put(ada, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(message);
    }
    expect(await get(ada)).toEqual({
      hideSolutionLinks: false,
      platforms: null,
      length: 'any',
      view: 'cards',
    });
  });
});
