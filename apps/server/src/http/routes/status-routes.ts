import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { RateLimits } from '#server/http/rate-limits';
import { getSyncStatus } from '#server/services/get-sync-status';

export function registerStatusRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    intervalMinutes: number;
    youtube: { enabled: boolean; intervalMinutes: number };
    limits: RateLimits;
  },
) {
  app.get('/api/status', deps.limits.publicRead(), async (_request, reply) => {
    const status = await getSyncStatus({
      db: deps.db,
      now: deps.clock.now(),
      intervalMinutes: deps.intervalMinutes,
      youtube: deps.youtube,
    });
    return reply.header('cache-control', 'no-store').send(status);
  });
}
