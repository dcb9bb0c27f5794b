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
  async function optionalUser(request: FastifyRequest): Promise<SessionUser | undefined> {
    const token = tokenFromAuthorization(request.headers.authorization);
    if (!token) return undefined;
    const tokenHash = hashSessionToken(token);
    const user = await findSessionUser(deps.db, tokenHash, deps.clock.now());
    return user ? { user, tokenHash } : undefined;
  }

  async function requireUser(request: FastifyRequest): Promise<SessionUser> {
    const session = await optionalUser(request);
    if (!session) throw new AppError('unauthorized', 'Sign in to do this (no valid session).');
    return session;
  }

  return { optionalUser, requireUser };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
