import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { getSyncStatus } from '../../services/get-sync-status';

export function registerStatusRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; intervalMinutes: number },
) {
  app.get('/api/status', async (_request, reply) => {
    const status = await getSyncStatus({
      db: deps.db,
      now: deps.clock.now(),
      intervalMinutes: deps.intervalMinutes,
    });
    return reply.header('cache-control', 'no-store').send(status);
  });
}
