import type { ClientConfigResponse } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';

/** What the browser learns at run time, so one build serves every deployment. */
export function registerConfigRoutes(app: FastifyInstance, deps: { googleClientId?: string }) {
  app.get('/api/config', async (_request, reply) => {
    const body: ClientConfigResponse = { googleClientId: deps.googleClientId ?? null };
    return reply.header('cache-control', 'no-cache').send(body);
  });
}
