import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy } from '#server/config/trust-proxy';
import type { Database } from '#server/db/database';
import type { Jobs } from '#server/jobs/jobs';
import type { Clock } from '#server/lib/clock';
import type { PlatformParts } from '#server/platforms/registry';
import { prettyStream, usePrettyLogs } from '#server/lib/log-destination';
import type { PersonalFeeds } from '#server/services/calendar/personal-feeds';
import type { ChannelParts } from '#server/services/reminders/channel-setup';
import type { ContestLists } from '#server/services/contest-lists';
import { registerApiDocs } from './api-docs';
import { createAppContext, type AppConfig } from './app-context';
import { checkAnswers } from './check-answers';
import { registerErrorHandling } from './error-handler';
import { registerRateLimits } from './rate-limits';
import { sharedRateLimitStore } from '#server/services/shared-rate-limit-store';
import { redactingLogOptions } from '#server/lib/logger';
import { declareCommonErrors } from './responses';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { calendarRoutes } from './routes/calendar-routes';
import { handleRoutes } from './routes/handle-routes';
import { practiceRoutes } from './routes/practice-routes';
import { followingRoutes } from './routes/following-routes';
import {
  codeforcesOAuthCallbackRoutes,
  codeforcesOAuthStartRoutes,
} from './routes/codeforces-oauth-routes';
import { apiContestRoutes } from './routes/api-contest-routes';
import { apiUserRoutes } from './routes/api-user-routes';
import { clistRoutes } from './routes/clist-routes';
import { contestRoutes } from './routes/contest-routes';
import { feedRoutes } from './routes/feed-routes';
import { kontestsRoutes } from './routes/kontests-routes';
import { pageRoutes } from './routes/page-routes';
import { statusRoutes } from './routes/status-routes';
import { notificationRoutes } from './routes/notification-routes';
import { telegramRoutes } from './routes/telegram-routes';
import { webPushRoutes } from './routes/webpush-routes';
import { userCalendarRoutes } from './routes/user-calendar-routes';
import { userRoutes } from './routes/user-routes';
import { LazyRequestLogger } from './lazy-request-logger';
import { rememberingQueryParser } from './query-strings';
import { useZodSchemas } from './schema-compilers';
import { countByAddress, signedInScope } from './scopes';
import { registerSecurityHeaders } from './security-headers';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  lists: ContestLists;
  /** Personal calendar feeds (kept in memory; dropped with the lists when contests change). */
  personalFeeds: PersonalFeeds;
  /** The served platforms whose users can link a handle. */
  handleSources: PlatformParts['handleSources'];
  /** The background jobs: requests start runs (the upsolve read) that shutdown waits for. */
  jobs: Jobs;
  /** After a change the public lists show: drops this instance's lists and tells the others. */
  announceContestChange: () => Promise<void>;
  /** Reminder channels: the senders, and the Telegram bot when one is configured. */
  reminders: ChannelParts;
  /** The built web app; unset or unbuilt → a placeholder page. */
  webDistDir?: string;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** How long a client has to send a whole request; REQUEST_TIMEOUT_MS unless a test is in a hurry. */
  requestTimeoutMs?: number;
  /** Tests: every JSON answer is checked against its route's schema (a mismatch answers 500). */
  checkAnswers?: boolean;
  /** Tests: sees each route as it is registered (to hold the API document to every route). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * `npm run demo` only (its entry point passes it; no setting can): the demo's sign-in routes,
   * registered under /demo. Without it /demo/sign-in is an unknown path (404).
   */
  demoRoutes?: FastifyPluginCallbackZod;
}

const BODY_LIMIT_BYTES = 16 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(deps).withTypeProvider<ZodTypeProvider>();
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  useZodSchemas(app);
  if (deps.checkAnswers) checkAnswers(app);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await registerRateLimits(
    app,
    deps.config.RATE_LIMIT_STORE === 'database' ||
      (deps.config.RATE_LIMIT_STORE === undefined && deps.database.kind === 'postgres')
      ? sharedRateLimitStore(deps.database.db)
      : undefined,
  );
  // Closed unless origins are listed: the app itself is same-origin.
  if (deps.config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: deps.config.CORS_ORIGINS,
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
  }
  const ctx = createAppContext(app, {
    config: deps.config,
    db: deps.database.db,
    clock: deps.clock,
    lists: deps.lists,
    personalFeeds: deps.personalFeeds,
    handleSources: deps.handleSources,
    jobs: deps.jobs,
    announceContestChange: deps.announceContestChange,
    reminders: deps.reminders,
    demoSignIn: deps.demoRoutes !== undefined,
  });
  // Sessions ended or users changed anywhere (another instance, a command, a cascade): the
  // database announces them and this instance drops what it holds of them (decision 064).
  const stopHearingSessions = deps.database.onSessionsEnded((ended) => {
    ctx.auth.held.forgetEnded(ended);
  });
  app.addHook('onClose', (_app, done) => {
    stopHearingSessions();
    done();
  });
  declareCommonErrors(app);
  countByAddress(app);
  await registerApiDocs(app);

  await app.register(apiContestRoutes, { prefix: '/api/contests' });
  await app.register(contestRoutes, { prefix: '/contests' });
  await app.register(calendarRoutes, { prefix: '/calendar' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(statusRoutes, { prefix: '/api' });
  // The open trackers' dialects, each a mapping of our contests (decision 044).
  await app.register(kontestsRoutes, { prefix: '/api/v1' });
  await app.register(clistRoutes, { prefix: '/api' });
  await app.register(feedRoutes, { prefix: '/feeds' });
  await app.register(webPushRoutes, { prefix: '/api' });
  await app.register(async (signedIn) => {
    signedInScope(signedIn);
    await signedIn.register(apiUserRoutes, { prefix: '/api/user' });
    await signedIn.register(userRoutes, { prefix: '/user' });
    await signedIn.register(userCalendarRoutes, { prefix: '/user' });
    await signedIn.register(notificationRoutes, { prefix: '/user' });
    await signedIn.register(handleRoutes, { prefix: '/user' });
    await signedIn.register(practiceRoutes, { prefix: '/user' });
    await signedIn.register(followingRoutes, { prefix: '/user' });
    await signedIn.register(codeforcesOAuthStartRoutes, { prefix: '/user' });
  });
  // Codeforces sends the browser back here without a session: the state names the user.
  await app.register(codeforcesOAuthCallbackRoutes, { prefix: '/user' });
  const { telegram } = deps.reminders;
  const secret = deps.config.TELEGRAM_WEBHOOK_SECRET;
  if (telegram && secret) {
    await app.register(telegramRoutes, { prefix: '/telegram', bot: telegram, secret });
  }
  await app.register(async (admin) => {
    signedInScope(admin, { admin: true });
    await admin.register(adminRoutes);
  });
  if (deps.demoRoutes) await app.register(deps.demoRoutes, { prefix: '/demo' });
  // At the root: its not-found handler is the app's.
  await pageRoutes(app, { webDistDir: deps.webDistDir });
  return app;
}

function createFastify(deps: AppDeps) {
  const { config } = deps;
  const requestTimeout = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Bot tokens, webhook paths, feed secrets, push endpoints: no log line may carry them.
      ...redactingLogOptions(config),
      ...(deps.logStream
        ? { stream: deps.logStream }
        : usePrettyLogs(config.LOG_FORMAT, process.stdout.isTTY)
          ? { stream: prettyStream() }
          : {}),
    },
    // Two log lines per request halve throughput; errors and warnings are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) =>
      new LazyRequestLogger(logger, bindings, options),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200, querystringParser: rememberingQueryParser() },
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
}
