import { DEMO_CHALLENGE_RANDOM } from '#server/platforms/one-time-code';
import {
  handlePlatformParamsSchema,
  handlesResponseSchema,
  linkHandleBodySchema,
  linkedHandleSchema,
  resultsQuerySchema,
  resultsResponseSchema,
  upsolveQuerySchema,
  upsolveResponseSchema,
  verifyHandleResponseSchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorAnswers, noContent } from '#server/http/responses';
import {
  getHandles,
  linkable,
  upsolvable,
  linkHandle,
  removeHandle,
} from '#server/services/handles/link-handle';
import { getResults, refreshResults } from '#server/services/handles/refresh-results';
import { verifyHandle } from '#server/services/handles/verify-handle';
import { getUpsolve } from '#server/services/handles/get-upsolve';
import { catalogsOf } from '#server/services/practice/catalogs';
import { codeforcesOAuthOffered } from './codeforces-oauth-routes';
import { createVerifyLimits } from '#server/services/handles/verify-limits';
import { asCallSource } from '#server/platforms/call-source';
import { startUpsolveRead } from './upsolve-after-link';

const read = { budget: 'read' } as const;
const write = { budget: 'write' } as const;
const tags = ['handles'];
/** One verification asks the platform twice (the proof, then the results), each behind its gate. */
const UPSTREAM_WAIT_MS = 60_000;
/** Linking reads at most Codeforces' problem pool (once a day); past this, the fallback serves. */
const LINK_WAIT_MS = 20_000;
/** The upsolve read that follows: a dozen calls 2 s apart, with room for a sync's calls. */

/** Signed-in, under /user: the caller's handles on the platforms, and their results. */
export const handleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, handleSources, jobs } = app.ctx;
  // The demo issues one known code, which its replayed profiles show (see one-time-code.ts).
  const demo = app.ctx.demoSignIn ? { random: DEMO_CHALLENGE_RANDOM } : {};
  const deps = { db, clock, handleSources, ...demo };
  const codeforcesOAuth = codeforcesOAuthOffered(app) !== undefined;
  const verifyLimits = createVerifyLimits(clock);
  const catalogs = catalogsOf(handleSources);

  app.get(
    '/handles',
    {
      config: read,
      schema: {
        tags,
        summary: "The user's handles, verified or waiting for their proof",
        response: { 200: handlesResponseSchema },
      },
    },
    async (request) => ({
      handles: await getHandles(db, request.session.user.id),
      linkable: linkable(handleSources),
      upsolvable: upsolvable(handleSources),
      codeforcesOAuth,
    }),
  );

  app.post(
    '/handles',
    {
      config: write,
      schema: {
        tags,
        summary: 'Starts linking a handle: the answer says what to submit, and by when',
        body: linkHandleBodySchema,
        response: { 201: linkedHandleSchema, ...errorAnswers(409, 429) },
      },
    },
    async (request, reply) => {
      const input = { userId: request.session.user.id, ...request.body };
      // Codeforces' challenge pool may be read first (a person waits on it).
      const linked = await asCallSource('user', () =>
        linkHandle(deps, input, AbortSignal.timeout(LINK_WAIT_MS)),
      );
      return reply.status(201).send(linked);
    },
  );

  app.post(
    '/handles/:platform/verify',
    {
      config: write,
      schema: {
        tags,
        summary: 'Checks the proof with the platform; verified, the results are read at once',
        params: handlePlatformParamsSchema,
        response: { 200: verifyHandleResponseSchema, ...errorAnswers(404, 409, 429, 503) },
      },
    },
    async (request) => {
      const input = { userId: request.session.user.id, platform: request.params.platform };
      const release = verifyLimits.begin(input.userId, input.platform);
      try {
        const signal = AbortSignal.timeout(UPSTREAM_WAIT_MS);
        // A person waits on these calls: they go after the sync's, before background reads.
        await asCallSource('user', async () => {
          await verifyHandle(deps, input, signal);
          // Verified: results not read in time are read by the next refresh.
          await refreshResults(deps, input, signal).catch((error: unknown) => {
            if (!signal.aborted) throw error;
          });
        });
      } finally {
        release();
      }
      startUpsolveRead(jobs, deps, input);
      return { verified: true as const };
    },
  );

  app.delete(
    '/handles/:platform',
    {
      config: write,
      schema: {
        tags,
        summary: 'Unlinks the handle (its results go with it); idempotent',
        params: handlePlatformParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeHandle(db, request.session.user.id, request.params.platform);
      return reply.status(204).send();
    },
  );

  app.get(
    '/results',
    {
      config: read,
      schema: {
        tags,
        summary: "A verified handle's rated contests, newest first",
        querystring: resultsQuerySchema,
        response: { 200: resultsResponseSchema },
      },
    },
    async (request) => ({
      results: await getResults(db, request.session.user.id, request.query.platform),
    }),
  );

  app.get(
    '/upsolve',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Contests you took part in with problems not solved during them, newest first, each problem with its difficulty and tags, open ones easiest first; solved since: ticked; contest= answers the page holding that contest',
        querystring: upsolveQuerySchema,
        response: { 200: upsolveResponseSchema },
      },
    },
    async (request) =>
      getUpsolve(
        { db, catalogs },
        request.session.user.id,
        request.query,
        AbortSignal.timeout(LINK_WAIT_MS),
      ),
  );

  done();
};
