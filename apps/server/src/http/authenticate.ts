import type { FastifyRequest } from 'fastify';
import type { VerifyGoogleCredential } from '#server/auth/google-verifier';
import { looksLikeJwt, tokenFromAuthorization } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import type { Clock } from '#server/lib/clock';
import { createIdTokenUsers } from '#server/services/google-id-token-user';
import { createHeldSessions } from '#server/services/held-sessions';
import { findSession, type SessionUser } from '#server/services/sessions';

export type { SessionUser };

/** Sessions held per instance: 10,000 users' rows, a few MB at most. */
const HELD_SESSIONS_MAX = 10_000;

/**
 * Reads `Authorization` (with or without "Bearer"): our opaque session token, or, when
 * `verifyIdToken` is given (ACCEPT_GOOGLE_ID_TOKENS), a Google ID token as the first client sends it.
 */
export function createAuthenticator(deps: {
  db: Db;
  clock: Clock;
  adminEmails: readonly string[];
  /** How long a session found in the database is held in memory (SESSION_HOLD_SECONDS). */
  sessionHoldMs: number;
  verifyIdToken?: VerifyGoogleCredential | undefined;
}) {
  const held = createHeldSessions({ holdMs: deps.sessionHoldMs, max: HELD_SESSIONS_MAX });
  // One lookup per request: the per-user rate limit and the handler both ask who is signed in.
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();
  const idTokenUsers = deps.verifyIdToken
    ? createIdTokenUsers({
        db: deps.db,
        verify: deps.verifyIdToken,
        adminEmails: deps.adminEmails,
        clock: deps.clock,
      })
    : undefined;

  async function lookUp(request: FastifyRequest): Promise<SessionUser | undefined> {
    const token = tokenFromAuthorization(request.headers.authorization);
    if (!token) return undefined;
    if (looksLikeJwt(token)) return idTokenUsers?.userFor(token);
    return findSession({
      db: deps.db,
      held,
      token,
      adminEmails: deps.adminEmails,
      now: deps.clock.now(),
    });
  }

  function optionalUser(request: FastifyRequest): Promise<SessionUser | undefined> {
    let session = sessions.get(request);
    if (!session) {
      session = lookUp(request);
      sessions.set(request, session);
    }
    return session;
  }

  // Set by `signIn` for the routes of a signed-in scope; read through `request.session`.
  const signedIn = new WeakMap<FastifyRequest, SessionUser>();

  /** A signed-in scope's hook: 401 without a valid session, else the session is the request's. */
  async function signIn(request: FastifyRequest): Promise<void> {
    const session = await optionalUser(request);
    if (!session) throw new AppError('unauthorized', 'Sign in to do this (no valid session).');
    signedIn.set(request, session);
  }

  function sessionOf(request: FastifyRequest): SessionUser {
    const session = signedIn.get(request);
    // A route outside a signed-in scope read it: a wiring mistake, never the client's.
    if (!session) throw new Error(`${request.routeOptions.url ?? '?'} is not in a signed-in scope`);
    return session;
  }

  return { optionalUser, signIn, sessionOf, held };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
