import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createGoogleVerifier } from '#server/auth/google-verifier';
import type { Config } from '#server/config/env';
import { fastifyTrustProxy } from '#server/config/trust-proxy';
import type { Database } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { prettyStream, usePrettyLogs } from '#server/lib/log-destination';
import type { PersonalFeeds } from '#server/services/calendar/personal-feeds';
import type { ContestLists } from '#server/services/contest-lists';
import { createAuthenticator } from './authenticate';
import { registerErrorHandling } from './error-handler';
import { createRateLimits, registerRateLimits } from './rate-limits';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerCalendarRoutes } from './routes/calendar-routes';
import { registerConfigRoutes } from './routes/config-routes';
import { registerContestRoutes } from './routes/contest-routes';
import { registerSolutionQueueRoutes } from './routes/solution-queue-routes';
import { registerSolutionRoutes } from './routes/solution-routes';
import { registerStatusRoutes } from './routes/status-routes';
import { registerUserRoutes } from './routes/user-routes';
import { registerWebRoutes } from './routes/web-routes';
import { redactedRequest } from './redact-secrets';
import { registerSecurityHeaders } from './security-headers';

export interface AppDeps {
  config: Pick<
    Config,
    | 'LOG_LEVEL'
    | 'LOG_FORMAT'
    | 'SYNC_INTERVAL_MINUTES'
    | 'PLATFORMS'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_JWKS_URL'
    | 'GOOGLE_ISSUERS'
    | 'ACCEPT_GOOGLE_ID_TOKENS'
    | 'ADMIN_EMAILS'
    | 'AUTH_RATE_LIMIT_PER_MINUTE'
    | 'WRITE_RATE_LIMIT_PER_MINUTE'
    | 'READ_RATE_LIMIT_PER_MINUTE'
    | 'SEARCH_RATE_LIMIT_PER_MINUTE'
    | 'TRUST_PROXY'
    | 'CORS_ORIGINS'
    | 'YOUTUBE_API_KEY'
    | 'YOUTUBE_SYNC_MINUTES'
    | 'CALENDAR_UID_DOMAIN'
  >;
  database: Database;
  clock: Clock;
  lists: ContestLists;
  /** Personal calendar feeds (kept in memory; dropped with the lists when contests change). */
  personalFeeds: PersonalFeeds;
  /** Called after a change that the public lists show (a solution link): every instance hears. */
  onContestsChanged: () => Promise<void>;
  /** The built web app; unset or unbuilt → a placeholder page. */
  webDistDir?: string;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** How long a client has to send a whole request; REQUEST_TIMEOUT_MS unless a test is in a hurry. */
  requestTimeoutMs?: number;
}

export const BODY_LIMIT_BYTES = 16 * 1024;
export const REQUEST_TIMEOUT_MS = 30_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, clock } = deps;
  const { db } = deps.database;
  const requestTimeout = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // A personal feed's URL is its credential: no log line may carry it.
      serializers: { req: redactedRequest },
      ...(deps.logStream
        ? { stream: deps.logStream }
        : usePrettyLogs(config.LOG_FORMAT, process.stdout.isTTY)
          ? { stream: prettyStream() }
          : {}),
    },
    // Two log lines per request halve throughput; errors and warnings are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // A slow (or stalled) request cannot hold a connection longer than this.
    requestTimeout,
    http: {
      // Node's default of 60 s would win: given a longer headersTimeout it swaps the two, and a
      // request whose headers are in would then have 60 s to send its body.
      headersTimeout: requestTimeout,
      // Node looks for overdue requests only this often (every 30 s by default).
      connectionsCheckingInterval: Math.max(10, Math.round(requestTimeout / 10)),
    },
  });
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  await registerRateLimits(app);
  // Closed unless origins are listed: the app itself is same-origin.
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
  }

  // One verifier (one JWKS cache) for sign-in and for ID tokens sent as credentials.
  const verify = config.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuers: config.GOOGLE_ISSUERS,
        clientId: config.GOOGLE_CLIENT_ID,
        clock,
      })
    : undefined;
  const auth = createAuthenticator({
    db,
    clock,
    adminEmails: config.ADMIN_EMAILS,
    verifyIdToken: config.ACCEPT_GOOGLE_ID_TOKENS ? verify : undefined,
  });
  const limits = createRateLimits(
    app,
    {
      auth: config.AUTH_RATE_LIMIT_PER_MINUTE,
      write: config.WRITE_RATE_LIMIT_PER_MINUTE,
      read: config.READ_RATE_LIMIT_PER_MINUTE,
      search: config.SEARCH_RATE_LIMIT_PER_MINUTE,
    },
    auth,
  );
  const adminEmails = config.ADMIN_EMAILS;

  registerContestRoutes(app, { lists: deps.lists, db, auth, limits });
  registerStatusRoutes(app, {
    db,
    clock,
    intervalMinutes: config.SYNC_INTERVAL_MINUTES,
    youtube: {
      enabled: config.YOUTUBE_API_KEY !== undefined,
      intervalMinutes: config.YOUTUBE_SYNC_MINUTES,
    },
    platforms: config.PLATFORMS,
    limits,
  });
  registerConfigRoutes(app, { googleClientId: config.GOOGLE_CLIENT_ID });
  registerAuthRoutes(app, {
    db,
    clock,
    auth,
    verify,
    adminEmails,
    limits,
  });
  registerUserRoutes(app, {
    db,
    clock,
    auth,
    adminEmails,
    limits,
  });
  registerSolutionRoutes(app, {
    db,
    clock,
    auth,
    adminEmails,
    limits,
    onContestChanged: deps.onContestsChanged,
  });
  registerCalendarRoutes(app, {
    db,
    clock,
    lists: deps.lists,
    personalFeeds: deps.personalFeeds,
    auth,
    limits,
    uidDomain: config.CALENDAR_UID_DOMAIN,
  });
  registerSolutionQueueRoutes(app, {
    db,
    clock,
    auth,
    adminEmails,
    limits,
    onContestChanged: deps.onContestsChanged,
  });
  await registerWebRoutes(app, deps.webDistDir);
  return app;
}
