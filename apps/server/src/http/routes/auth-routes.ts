import { googleSignInBodySchema, type SignInResponse } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import { InvalidCredentialError, type VerifyGoogleCredential } from '#server/auth/google-verifier';
import { tokenFromAuthorization } from '#server/auth/session-token';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import type { Clock } from '#server/lib/clock';
import { getProfile } from '#server/services/get-profile';
import { endAllSessions, endSession } from '#server/services/sessions';
import { signInWithGoogle } from '#server/services/sign-in-with-google';
import type { Authenticator } from '#server/http/authenticate';
import { parseInput } from '#server/http/parse-input';
import type { RateLimits } from '#server/http/rate-limits';

export interface AuthRoutesDeps {
  db: Db;
  clock: Clock;
  auth: Authenticator;
  /** Undefined when GOOGLE_CLIENT_ID is not configured. */
  verify: VerifyGoogleCredential | undefined;
  adminEmails: readonly string[];
  limits: RateLimits;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  app.post('/auth/google', deps.limits.auth(), async (request, reply) => {
    if (!deps.verify) {
      throw new AppError('unavailable', 'Google sign-in is not configured on this server.');
    }
    const body = parseInput(googleSignInBodySchema, request.body ?? {});
    // The first client sent the credential as the bare Authorization header.
    const credential = body.credential ?? tokenFromAuthorization(request.headers.authorization);
    if (!credential) throw new AppError('bad_request', 'credential: a Google ID token is required');
    try {
      const { token, user } = await signInWithGoogle({
        db: deps.db,
        verify: deps.verify,
        credential,
        adminEmails: deps.adminEmails,
        now: deps.clock.now(),
      });
      const profile = await getProfile({ db: deps.db, user, adminEmails: deps.adminEmails });
      return await reply.send({ token, user: profile } satisfies SignInResponse);
    } catch (error) {
      if (error instanceof InvalidCredentialError) {
        throw new AppError('unauthorized', error.message);
      }
      throw error;
    }
  });

  app.post('/auth/logout', deps.limits.auth(), async (request, reply) => {
    const session = await deps.auth.optionalUser(request);
    if (session) await endSession({ db: deps.db, session, now: deps.clock.now() });
    return reply.status(204).send();
  });

  // 'Sign out everywhere': every session of the caller ends, this one too.
  app.post('/auth/logout-all', deps.limits.auth(), async (request, reply) => {
    const session = await deps.auth.requireUser(request);
    await endAllSessions({ db: deps.db, session, now: deps.clock.now() });
    return reply.status(204).send();
  });
}
