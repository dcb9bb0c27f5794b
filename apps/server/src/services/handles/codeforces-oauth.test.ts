import { describe, expect, it } from 'vitest';
import { authorizeUrl, codeforcesOAuthSettings } from './codeforces-oauth';

describe('the Codeforces authorize URL', () => {
  const settings = codeforcesOAuthSettings({
    CODEFORCES_OAUTH_CLIENT_ID: 'app id&x=1',
    CODEFORCES_OAUTH_CLIENT_SECRET: 'secret',
    CODEFORCES_OAUTH_BASE: 'https://codeforces.com',
    PUBLIC_URL: 'https://contests.example.org',
  });

  it('asks for a code with the openid scope, coming back to PUBLIC_URL', () => {
    if (!settings) throw new Error('settings expected');
    const url = new URL(authorizeUrl(settings, 'the-state'));
    expect(url.origin + url.pathname).toBe('https://codeforces.com/oauth/authorize');
    expect([...url.searchParams]).toEqual([
      ['response_type', 'code'],
      ['client_id', 'app id&x=1'],
      ['redirect_uri', 'https://contests.example.org/user/handles/codeforces/oauth/callback'],
      ['scope', 'openid'],
      ['state', 'the-state'],
    ]);
    // The secret never goes to the browser.
    expect(url.toString()).not.toContain('secret');
  });

  it('goes to CODEFORCES_OAUTH_BASE (a replay) when set', () => {
    const local = codeforcesOAuthSettings({
      CODEFORCES_OAUTH_CLIENT_ID: 'id',
      CODEFORCES_OAUTH_CLIENT_SECRET: 'secret',
      CODEFORCES_OAUTH_BASE: 'http://127.0.0.1:4321',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    });
    if (!local) throw new Error('settings expected');
    expect(authorizeUrl(local, 's')).toMatch(/^http:\/\/127\.0\.0\.1:4321\/oauth\/authorize\?/);
  });

  it('is not offered without the app or PUBLIC_URL', () => {
    const base = { CODEFORCES_OAUTH_BASE: 'https://codeforces.com' };
    expect(codeforcesOAuthSettings({ ...base, PUBLIC_URL: 'https://x.example' })).toBeUndefined();
    expect(
      codeforcesOAuthSettings({
        ...base,
        CODEFORCES_OAUTH_CLIENT_ID: 'id',
        CODEFORCES_OAUTH_CLIENT_SECRET: 'secret',
      }),
    ).toBeUndefined();
  });
});
