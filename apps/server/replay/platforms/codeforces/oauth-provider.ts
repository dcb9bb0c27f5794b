import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT } from 'jose';
import type { Clock } from '#server/lib/clock';

/**
 * A local stand-in for Codeforces' OpenID Connect provider (`/oauth/authorize`, `/oauth/token`),
 * for tests, the demo and the replay. Modelled on what Codeforces announced (blog entry 145566:
 * standard OpenID Connect, an OAuth app made in API settings, `openid` scope, the id_token holding
 * the handle, rating and avatar) and on how the TLE bot uses it (`tle/util/oauth.py`,
 * cheran-senthil/TLE: the code exchanged by a form POST with client_id and client_secret; the
 * id_token HS256 with the client secret, issuer https://codeforces.com, audience the client id).
 * It refuses what an OpenID provider refuses: an unknown client or redirect_uri at authorize (a
 * page, never a redirect), and at the token endpoint a wrong secret (401 invalid_client), a code
 * used before, expired, or asked for with another redirect_uri (400 invalid_grant).
 */

export interface OAuthClientApp {
  clientId: string;
  clientSecret: string;
}

/** The replay's OAuth app: what tests and the demo configure as CODEFORCES_OAUTH_CLIENT_*. */
export const REPLAY_OAUTH_APP: OAuthClientApp = {
  clientId: 'contest-tracker-replay',
  clientSecret: 'replay-secret-2f6c1d0e9b8a4c7d',
};

/** The handle the demo's Codeforces page offers to sign in as (the replayed user's). */
const DEMO_CODEFORCES_HANDLE = 'Rishabh-malhotraa';

const ISSUER = 'https://codeforces.com';
/** Codes are short-lived, as the OAuth spec recommends (at most 10 minutes). */
const CODE_SECONDS = 60;
const ID_TOKEN_SECONDS = 3600;

interface IssuedCode {
  redirectUri: string;
  handle: string;
  expiresAt: number;
  used: boolean;
}

/** What a test may make the provider do wrong (sign with another key, say another issuer). */
export interface ProviderMisbehaviour {
  signingSecret?: string;
  claims?: Record<string, unknown>;
  /** The token endpoint answers 307 to here (where a client must not post its secret). */
  redirectTokenTo?: string;
}

export function createCodeforcesOAuthProvider(options: { app: OAuthClientApp; clock: Clock }) {
  const { app, clock } = options;
  const redirectUris = new Set<string>();
  const codes = new Map<string, IssuedCode>();
  let misbehaviour: ProviderMisbehaviour = {};

  const authorizeProblem = (params: URLSearchParams): string | undefined => {
    if (params.get('client_id') !== app.clientId) return 'unknown client_id';
    if (!redirectUris.has(params.get('redirect_uri') ?? '')) return 'redirect_uri not registered';
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (!(params.get('scope') ?? '').split(' ').includes('openid')) return 'scope must hold openid';
    return undefined;
  };

  const backTo = (params: URLSearchParams, answer: Record<string, string>) => {
    const url = new URL(params.get('redirect_uri') ?? '');
    const state = params.get('state');
    for (const [key, value] of Object.entries({ ...answer, ...(state ? { state } : {}) }))
      url.searchParams.set(key, value);
    return url.toString();
  };

  async function idToken(handle: string): Promise<string> {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({
      iss: ISSUER,
      aud: app.clientId,
      sub: `cf-${handle.toLowerCase()}`,
      iat: now,
      exp: now + ID_TOKEN_SECONDS,
      handle,
      rating: 0,
      avatar: 'https://userpic.codeforces.org/no-avatar.jpg',
      ...misbehaviour.claims,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(misbehaviour.signingSecret ?? app.clientSecret));
  }

  async function token(form: URLSearchParams): Promise<[number, unknown]> {
    if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret) {
      return [401, { error: 'invalid_client' }];
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return [400, { error: 'unsupported_grant_type' }];
    }
    const issued = codes.get(form.get('code') ?? '');
    const now = clock.now().getTime();
    if (
      !issued ||
      issued.used ||
      issued.expiresAt <= now ||
      issued.redirectUri !== form.get('redirect_uri')
    ) {
      return [400, { error: 'invalid_grant' }];
    }
    issued.used = true;
    return [
      200,
      {
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: ID_TOKEN_SECONDS,
        scope: 'openid',
        id_token: await idToken(issued.handle),
      },
    ];
  }

  /** Answers the call if it is one of the provider's; false otherwise. */
  function answer(req: IncomingMessage, res: ServerResponse, url: URL, body: string): boolean {
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      if (misbehaviour.redirectTokenTo) {
        res.writeHead(307, { location: misbehaviour.redirectTokenTo }).end();
        return true;
      }
      void token(new URLSearchParams(body)).then(
        ([status, json]) => {
          res.writeHead(status, {
            'content-type': 'application/json',
            'cache-control': 'no-store',
          });
          res.end(JSON.stringify(json));
        },
        () => res.writeHead(500).end(),
      );
      return true;
    }
    if (url.pathname !== '/oauth/authorize') return false;
    const params = req.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
    const problem = authorizeProblem(params);
    if (problem) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Sign-in refused', `<p>invalid_request: ${escape(problem)}</p>`));
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(consentPage(params));
      return true;
    }
    const handle = (params.get('handle') ?? '').trim();
    let location: string;
    if (params.get('decision') !== 'allow') location = backTo(params, { error: 'access_denied' });
    else if (!/^[A-Za-z0-9_.-]{3,24}$/.test(handle)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Sign-in refused', '<p>No such Codeforces handle.</p>'));
      return true;
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        redirectUri: params.get('redirect_uri') ?? '',
        handle,
        expiresAt: clock.now().getTime() + CODE_SECONDS * 1000,
        used: false,
      });
      location = backTo(params, { code });
    }
    res.writeHead(302, { location }).end();
    return true;
  }

  return {
    answer,
    /** The app's redirect URIs, as registered in Codeforces' API settings. */
    registerRedirectUri(uri: string) {
      redirectUris.add(uri);
    },
    misbehave(next: ProviderMisbehaviour) {
      misbehaviour = next;
    },
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem"><main><h1>${title}</h1>${body}</main></body></html>`;

/** Codeforces asks the user to sign in and allow the app; the stand-in asks which handle. */
function consentPage(params: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(params.get(name) ?? '')}">`)
    .join('');
  return page(
    'Codeforces (local stand-in)',
    `<p>Contest Tracker asks to know your Codeforces handle.</p><form method="post" action="/oauth/authorize">${hidden}<p><label for="handle">Sign in as handle</label><br><input id="handle" name="handle" value="${DEMO_CODEFORCES_HANDLE}" autocomplete="off"></p><p><button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></p></form>`,
  );
}
