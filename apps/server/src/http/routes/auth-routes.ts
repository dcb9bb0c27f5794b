import { googleSignInBodySchema, signInResponseSchema } from '@contest-tracker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvalidCredentialError } from '#server/auth/google-verifier';
import { tokenFromAuthorization } from '#server/auth/session-token';
import { AppError } from '#server/lib/app-error';
import { getProfile } from '#server/services/get-profile';
import { endAllSessions, endSession } from '#server/services/sessions';
import { signInWithGoogle } from '#server/services/sign-in-with-google';
import { errorAnswers, noContent } from '#server/http/responses';
import { signedInScope } from '#server/http/scopes';

const tags = ['sign-in'];
const auth = { budget: 'auth' } as const;

/** Under /auth: sign-in and logout, counted by client address only. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, verifyGoogle, auth: authenticator } = app.ctx;
  const { held } = authenticator;

  app.post(
    '/google',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Signs in with a Google ID token; answers our own session token',
        description:
          'The credential comes in the body, or (as the first client sent it) as the bare Authorization header.',
        body: googleSignInBodySchema,
        response: { 200: signInResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      if (!verifyGoogle) {
        throw new AppError('unavailable', 'Google sign-in is not configured on this server.');
      }
      const credential =
        request.body.credential ?? tokenFromAuthorization(request.headers.authorization);
      if (!credential)
        throw new AppError('bad_request', 'credential: a Google ID token is required');
      try {
        const adminEmails = config.ADMIN_EMAILS;
        const signedIn = await signInWithGoogle({
          db,
          verify: verifyGoogle,
          credential,
          adminEmails,
          now: clock.now(),
        });
        // Their row may have changed (name, email, admin binding) and their oldest session ended.
        held.forgetUser(signedIn.user.id);
        return {
          token: signedIn.token,
          user: await getProfile({ db, user: signedIn.user, adminEmails }),
        };
      } catch (error) {
        if (error instanceof InvalidCredentialError)
          throw new AppError('unauthorized', error.message);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: auth,
      schema: { tags, summary: 'Ends this session (if any)', response: { 204: noContent } },
    },
    async (request, reply) => {
      const session = await authenticator.optionalUser(request);
      if (session) await endSession({ db, held, session, now: clock.now() });
      return reply.status(204).send();
    },
  );

  // 'Sign out everywhere': every session of the caller ends, this one too.
  await app.register((signedIn, _options, done) => {
    signedInScope(signedIn);
    signedIn.post(
      '/logout-all',
      {
        config: auth,
        schema: { tags, summary: 'Ends every session of the caller', response: { 204: noContent } },
      },
      async (request, reply) => {
        await endAllSessions({ db, held, session: request.session, now: clock.now() });
        return reply.status(204).send();
      },
    );
    done();
  });
};
