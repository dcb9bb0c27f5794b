import type { FastifyRequest } from 'fastify';
import { hashSessionToken, tokenFromAuthorization } from '../auth/session-token';
import type { Db } from '../db/database';
import { findSessionUser } from '../db/sessions-repository';
import type { UserRow } from '../db/users-repository';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

export interface SessionUser {
  user: UserRow;
  tokenHash: string;
}

/** Reads `Authorization: Bearer <our session token>`; Google credentials are not sessions. */
export function createAuthenticator(deps: { db: Db; clock: Clock }) {
  // One lookup per request: the per-user rate limit and the handler both ask who is signed in.
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

  async function lookUp(request: FastifyRequest): Promise<SessionUser | undefined> {
    const token = tokenFromAuthorization(request.headers.authorization);
    if (!token) return undefined;
    const tokenHash = hashSessionToken(token);
    const user = await findSessionUser(deps.db, tokenHash, deps.clock.now());
    return user ? { user, tokenHash } : undefined;
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
