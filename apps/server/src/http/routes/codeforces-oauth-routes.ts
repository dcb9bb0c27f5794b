import {
  codeforcesOAuthCallbackQuerySchema,
  codeforcesOAuthStartSchema,
} from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { errorAnswers } from '#server/http/responses';
import {
  codeforcesOAuthSettings,
  finishCodeforcesOAuth,
  LinkRefused,
  startCodeforcesOAuth,
  type CodeforcesOAuthSettings,
} from '#server/services/handles/codeforces-oauth';
import { asCallSource } from '#server/platforms/call-source';
import { refreshResults } from '#server/services/handles/refresh-results';
import { startUpsolveRead } from './upsolve-after-link';

const tags = ['handles'];
/** The results read right after linking; the link stands whatever it answers. */
const RESULTS_WAIT_MS = 30_000;

/** Offered when the OAuth app is configured and Codeforces handles are linkable here. */
export function codeforcesOAuthOffered(app: FastifyInstance): CodeforcesOAuthSettings | undefined {
  const { config, handleSources } = app.ctx;
  return handleSources.codeforces ? codeforcesOAuthSettings(config) : undefined;
}

/** Signed-in, under /user: starts 'Link with Codeforces' (decision 039). */
export const codeforcesOAuthStartRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock } = app.ctx;
  const settings = codeforcesOAuthOffered(app);
  app.post(
    '/handles/codeforces/oauth',
    {
      config: { budget: 'write' },
      schema: {
        tags,
        summary:
          "Starts 'Link with Codeforces': the Codeforces sign-in URL to send the browser to, valid 5 minutes, once",
        response: { 200: codeforcesOAuthStartSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      if (!settings) {
        throw new AppError('not_found', 'Link with Codeforces is not set up on this server.');
      }
      return { url: await startCodeforcesOAuth({ db, clock, settings }, request.session.user.id) };
    },
  );
  done();
};

/**
 * Where Codeforces sends the browser back: no session (a top-level navigation carries no
 * Authorization header), the state says whose link it is. Always a redirect to /profile.
 */
export const codeforcesOAuthCallbackRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, handleSources, jobs } = app.ctx;
  const settings = codeforcesOAuthOffered(app);
  app.get(
    '/handles/codeforces/oauth/callback',
    {
      config: { budget: 'auth' },
      schema: {
        tags,
        summary:
          "Codeforces' sign-in comes back here: links the handle it vouches for, then redirects to /profile?linked=codeforces or /profile?link_error=…",
        querystring: codeforcesOAuthCallbackQuerySchema,
        response: {
          303: z.undefined().describe('To /profile?linked=codeforces, or /profile?link_error=…'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!settings) return reply.redirect(profile({ link_error: notSetUp }), 303);
      let linked;
      try {
        linked = await finishCodeforcesOAuth({ db, clock, settings }, request.query);
      } catch (error) {
        if (!(error instanceof LinkRefused)) throw error;
        request.log.info({ reason: error.message }, 'Link with Codeforces refused');
        return reply.redirect(profile({ link_error: error.message }), 303);
      }
      const deps = { db, clock, handleSources };
      const input = { userId: linked.userId, platform: 'codeforces' as const };
      // The handle is linked whatever these answer: a failed read is kept on it for /profile.
      // A person waits on this read: it goes after the sync's calls, before background reads.
      await asCallSource('user', () =>
        refreshResults(deps, input, AbortSignal.timeout(RESULTS_WAIT_MS)),
      ).catch((error: unknown) => {
        request.log.warn({ err: error }, 'reading a newly linked handle’s results failed');
      });
      startUpsolveRead(jobs, deps, input);
      return reply.redirect(profile({ linked: 'codeforces' }), 303);
    },
  );
  done();
};

const notSetUp = 'Link with Codeforces is not set up on this server.';
const profile = (query: Record<string, string>) =>
  `/profile?${new URLSearchParams(query).toString()}`;
