import type { FastifyRequest } from 'fastify';
import type { VerifyGoogleCredential } from '#server/auth/google-verifier';
import { looksLikeJwt, tokenFromAuthorization } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import type { Clock } from '#server/lib/clock';
import { createIdTokenUsers } from '#server/services/google-id-token-user';
import { findSession, type SessionUser } from '#server/services/sessions';

export type { SessionUser };

/**
 * Reads `Authorization` (with or without "Bearer"): our opaque session token, or, when
 * `verifyIdToken` is given (ACCEPT_GOOGLE_ID_TOKENS), a Google ID token as the first client sends it.
 */
export function createAuthenticator(deps: {
  db: Db;
  clock: Clock;
  adminEmails: readonly string[];
  verifyIdToken?: VerifyGoogleCredential | undefined;
}) {
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

  async function requireUser(request: FastifyRequest): Promise<SessionUser> {
    const session = await optionalUser(request);
    if (!session) throw new AppError('unauthorized', 'Sign in to do this (no valid session).');
    return session;
  }

  /** `requireUser` as a preHandler: 401 before anything counted per user runs. */
  async function signedIn(request: FastifyRequest): Promise<void> {
    await requireUser(request);
  }

  return { optionalUser, requireUser, signedIn };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
