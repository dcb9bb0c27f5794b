import { createHash, randomBytes } from 'node:crypto';
import { handleSchema } from '@contest-tracker/contract';
import { errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config } from '#server/config/env';
import type { Db } from '#server/db/database';
import { linkVerifiedHandle } from '#server/db/link-verified-handle';
import { saveOAuthState, takeOAuthState } from '#server/db/oauth-states-repository';
import type { Clock } from '#server/lib/clock';
import { readCappedText } from '#server/platforms/read-capped-body';

/**
 * 'Link with Codeforces': Codeforces' OpenID Connect sign-in (blog entry 145566) proves the handle
 * by the platform itself. Modelled on the TLE bot's `tle/util/oauth.py` (cheran-senthil/TLE): the
 * authorize URL with response_type=code, scope=openid, a random state valid 5 minutes; the code
 * exchanged by a form POST to /oauth/token with the client's secret; the `id_token` checked as
 * HS256 with the client secret, issuer https://codeforces.com, audience the client id; its
 * `handle` claim is the user's handle. Decision 039.
 */

const CODEFORCES_ISSUER = 'https://codeforces.com';
export const CALLBACK_PATH = '/user/handles/codeforces/oauth/callback';
const PLATFORM = 'codeforces';
const STATE_MINUTES = 5;
const TOKEN_WAIT_MS = 10_000;
/** A token answer is a few hundred bytes; anything far larger is not one. */
const TOKEN_ANSWER_MAX_BYTES = 64 * 1024;
const SKEW_SECONDS = 60;

export interface CodeforcesOAuthSettings {
  clientId: string;
  clientSecret: string;
  /** https://codeforces.com, or the replay's origin. */
  base: string;
  redirectUri: string;
}

type OAuthConfig = Pick<
  Config,
  | 'CODEFORCES_OAUTH_CLIENT_ID'
  | 'CODEFORCES_OAUTH_CLIENT_SECRET'
  | 'CODEFORCES_OAUTH_BASE'
  | 'PUBLIC_URL'
>;

/** Undefined unless the OAuth app is configured (the configuration requires PUBLIC_URL with it). */
export function codeforcesOAuthSettings(config: OAuthConfig): CodeforcesOAuthSettings | undefined {
  const { CODEFORCES_OAUTH_CLIENT_ID: clientId, CODEFORCES_OAUTH_CLIENT_SECRET: clientSecret } =
    config;
  if (!clientId || !clientSecret || !config.PUBLIC_URL) return undefined;
  return {
    clientId,
    clientSecret,
    base: config.CODEFORCES_OAUTH_BASE,
    redirectUri: config.PUBLIC_URL + CALLBACK_PATH,
  };
}

/** The stored form of a state: a leaked table row cannot be sent back as one. */
const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

export function authorizeUrl(settings: CodeforcesOAuthSettings, state: string): string {
  const url = new URL('/oauth/authorize', settings.base);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope: 'openid',
    state,
  }).toString();
  return url.toString();
}

export interface OAuthDeps {
  db: Db;
  clock: Clock;
  settings: CodeforcesOAuthSettings;
  fetch?: typeof fetch;
}

/** A new single-use state bound to the signed-in user; answers where to send their browser. */
export async function startCodeforcesOAuth(deps: OAuthDeps, userId: number): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await saveOAuthState(deps.db, {
    stateHash: hashState(state),
    userId,
    platform: PLATFORM,
    expiresAt: new Date(now.getTime() + STATE_MINUTES * 60_000),
    now,
  });
  return authorizeUrl(deps.settings, state);
}

/** Why a link was refused, in words short enough for /profile?link_error=. */
export class LinkRefused extends Error {
  override readonly name = 'LinkRefused';
}

const tokenAnswerSchema = z.object({ id_token: z.string().min(1).max(16_384) });

/**
 * The callback: redeems the state (once), exchanges the code, checks the id_token and links its
 * handle, verified, to the state's user. Every refusal is a `LinkRefused`; nothing is linked then.
 */
export async function finishCodeforcesOAuth(
  deps: OAuthDeps,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<{ userId: number; handle: string }> {
  if (!query.state) throw new LinkRefused('Codeforces sent you back without the sign-in state.');
  const now = deps.clock.now();
  const owner = await takeOAuthState(deps.db, {
    stateHash: hashState(query.state),
    platform: PLATFORM,
    now,
  });
  if (!owner) {
    throw new LinkRefused(
      'This sign-in expired or was used already: try Link with Codeforces again.',
    );
  }
  if (query.error !== undefined || !query.code) {
    throw new LinkRefused('Codeforces did not confirm your handle: the sign-in was cancelled.');
  }
  const idToken = await exchangeCode(deps, query.code);
  const handle = await handleOf(deps, idToken);
  const outcome = await linkVerifiedHandle(deps.db, {
    userId: owner.userId,
    platform: PLATFORM,
    handle,
    at: now,
  });
  if (!outcome.linked) {
    throw new LinkRefused(
      outcome.reason === 'taken'
        ? `The Codeforces handle ${handle} is linked to another account.`
        : `Your Codeforces handle ${outcome.handle} is linked already: unlink it to link another.`,
    );
  }
  return { userId: owner.userId, handle };
}

async function exchangeCode(deps: OAuthDeps, code: string): Promise<string> {
  const { settings } = deps;
  let text: string;
  let status: number;
  try {
    const response = await (deps.fetch ?? fetch)(new URL('/oauth/token', settings.base), {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: settings.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      // The secret goes to the configured origin only, never where a redirect points.
      redirect: 'error',
      signal: AbortSignal.timeout(TOKEN_WAIT_MS),
    });
    status = response.status;
    text = await readCappedText(response, TOKEN_ANSWER_MAX_BYTES);
  } catch {
    throw new LinkRefused('Codeforces could not be reached: try again in a minute.');
  }
  if (status !== 200) throw new LinkRefused('Codeforces refused the sign-in: try again.');
  let parsed;
  try {
    parsed = tokenAnswerSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new LinkRefused('Codeforces answered the sign-in unexpectedly.');
  return parsed.data.id_token;
}

/** The `handle` claim of an id_token Codeforces signed for us, checked as TLE's bot checks it. */
async function handleOf(deps: OAuthDeps, idToken: string): Promise<string> {
  const { settings } = deps;
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, new TextEncoder().encode(settings.clientSecret), {
      algorithms: ['HS256'],
      issuer: CODEFORCES_ISSUER,
      audience: settings.clientId,
      clockTolerance: SKEW_SECONDS,
      currentDate: deps.clock.now(),
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) {
      throw new LinkRefused(`Codeforces' answer could not be verified (${error.code}).`);
    }
    throw error;
  }
  const handle = handleSchema.safeParse(payload.handle);
  if (!handle.success) throw new LinkRefused('Codeforces did not say which handle is yours.');
  return handle.data;
}
