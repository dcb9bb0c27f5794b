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
