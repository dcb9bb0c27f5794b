import { demoSignInBodySchema, signInResponseSchema } from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createGoogleVerifier } from '#server/auth/google-verifier';
import { errorAnswers } from '#server/http/responses';
import { getProfile } from '#server/services/get-profile';
import { signInWithGoogle } from '#server/services/sign-in-with-google';
import { DEMO_CLIENT_ID, type DemoGoogle } from './demo-google';

/**
 * `POST /demo/sign-in`, registered (under /demo) only by the demo's entry point: no setting turns
 * it on. It mints an ID token for the demo account and signs it in through the same service and
 * the same checks as `POST /auth/google` (signature by the demo's key server, issuer, audience,
 * one use per token); the demo admin is an admin as real admins are, by ADMIN_EMAILS and binding.
 */
export function demoSignInRoutes(google: DemoGoogle): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const { db, clock, config } = app.ctx;
    const verify = createGoogleVerifier({
      jwksUrl: google.jwksUrl,
      issuers: [google.issuer],
      clientId: DEMO_CLIENT_ID,
      clock,
    });
    app.post(
      '/sign-in',
      {
        config: { budget: 'auth' },
        schema: {
          tags: ['sign-in'],
          summary: 'The demo only: signs in as the demo user or the demo admin',
          description:
            'Answers as POST /auth/google does. Exists only under `npm run demo`; elsewhere 404.',
          body: demoSignInBodySchema,
          response: { 200: signInResponseSchema, ...errorAnswers(401) },
        },
      },
      async (request) => {
        const adminEmails = config.ADMIN_EMAILS;
        const credential = await google.mint(request.body.role, clock.now());
        const signedIn = await signInWithGoogle({
          db,
          verify,
          credential,
          adminEmails,
          now: clock.now(),
        });
        return {
          token: signedIn.token,
          user: await getProfile({ db, user: signedIn.user, adminEmails }),
        };
      },
    );
    done();
  };
}
