import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { ContestLists } from '../services/contest-lists';
import { registerErrorHandling } from './error-handler';
import { registerContestRoutes } from './routes/contest-routes';
import { registerStatusRoutes } from './routes/status-routes';
import { registerWebRoutes } from './routes/web-routes';
import { registerSecurityHeaders } from './security-headers';

export interface AppDeps {
  config: Pick<Config, 'LOG_LEVEL' | 'SYNC_INTERVAL_MINUTES'>;
  database: Database;
  clock: Clock;
  lists: ContestLists;
  /** The built web app; unset or unbuilt → a placeholder page. */
  webDistDir?: string;
}

export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
  });
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerContestRoutes(app, { lists: deps.lists });
  registerStatusRoutes(app, {
    db: deps.database.db,
    clock: deps.clock,
    intervalMinutes: deps.config.SYNC_INTERVAL_MINUTES,
  });
  await registerWebRoutes(app, deps.webDistDir);
  return app;
}
