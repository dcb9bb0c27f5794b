import type { HealthResponse, PlatformId } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { RateLimits } from '#server/http/rate-limits';
import { checkHealth } from '#server/services/check-health';
import { getSyncStatus } from '#server/services/get-sync-status';

export function registerStatusRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    intervalMinutes: number;
    youtube: { enabled: boolean; intervalMinutes: number };
    platforms: readonly PlatformId[];
    limits: RateLimits;
  },
) {
  const options = () => ({
    db: deps.db,
    now: deps.clock.now(),
    intervalMinutes: deps.intervalMinutes,
    platforms: deps.platforms,
    youtube: deps.youtube,
  });

  app.get('/api/status', deps.limits.publicRead(), async (_request, reply) => {
    const status = await getSyncStatus(options());
    return reply.header('cache-control', 'no-store').send(status);
  });

  // For load balancers and uptime checks: the status code is the answer, the body says why.
  app.get('/api/health', deps.limits.publicRead(), async (request, reply) => {
    const health: HealthResponse = await checkHealth(options(), (error) => {
      request.log.warn({ err: error }, 'health check: the database did not answer');
    });
    return reply
      .code(health.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
