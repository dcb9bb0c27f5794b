import type { FastifyRequest } from 'fastify';
import { tokenFromAuthorization } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import type { Clock } from '#server/lib/clock';
import { findSession, type SessionUser } from '#server/services/sessions';

export type { SessionUser };

/** Reads `Authorization: Bearer <our session token>`; Google credentials are not sessions. */
export function createAuthenticator(deps: { db: Db; clock: Clock }) {
  // One lookup per request: the per-user rate limit and the handler both ask who is signed in.
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

  async function lookUp(request: FastifyRequest): Promise<SessionUser | undefined> {
    const token = tokenFromAuthorization(request.headers.authorization);
    return token ? findSession({ db: deps.db, token, now: deps.clock.now() }) : undefined;
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
