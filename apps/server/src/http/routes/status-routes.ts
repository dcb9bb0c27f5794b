import {
  clientConfigResponseSchema,
  healthResponseSchema,
  statusResponseSchema,
} from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '#server/http/send-answer';
import { compressedAnswer } from '#server/lib/answer-cache';
import { checkHealth } from '#server/services/check-health';
import { getSyncStatus } from '#server/services/get-sync-status';

const tags = ['status'];

/** Under /api: sync health for people and for monitors, and what the browser learns at run time. */
export const statusRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock, config, demoSignIn, jobs } = app.ctx;
  const options = () => ({
    db,
    now: clock.now(),
    intervalMinutes: config.SYNC_INTERVAL_MINUTES,
    platforms: config.PLATFORMS,
    youtube: {
      enabled: config.YOUTUBE_API_KEY !== undefined,
      intervalMinutes: config.YOUTUBE_SYNC_MINUTES,
    },
    jobs: () => jobs.status(),
  });

  app.get(
    '/status',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary: 'Per-platform sync health',
        response: { 200: statusResponseSchema },
      },
    },
    // Every first visit asks for it: 8 KB of JSON with eleven platforms, about 1 KB compressed.
    async (request, reply) =>
      sendAnswer(request, reply, await compressedAnswer(await getSyncStatus(options())), {
        cacheControl: 'no-store',
      }),
  );

  // For load balancers and uptime checks: the status code is the answer, the body says why.
  app.get(
    '/health',
    {
      config: { budget: 'read' },
      schema: {
        tags,
        summary: '200 while the database answers and every platform synced lately; else 503',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(options(), (error) => {
        request.log.warn({ err: error }, 'health check: the database did not answer');
      });
      return reply
        .code(health.ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );

  // One build serves every deployment: the browser asks for the sign-in client id.
  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'What the web app learns at run time',
        response: { 200: clientConfigResponseSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send({ googleClientId: config.GOOGLE_CLIENT_ID ?? null, demoSignIn }),
  );
  done();
};
