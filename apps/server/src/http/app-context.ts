import type { FastifyInstance } from 'fastify';
import { createGoogleVerifier, type VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Config } from '#server/config/env';
import type { Db } from '#server/db/database';
import type { Jobs } from '#server/jobs/jobs';
import type { Clock } from '#server/lib/clock';
import type { PlatformParts } from '#server/platforms/registry';
import type { PersonalFeeds } from '#server/services/calendar/personal-feeds';
import type { ChannelParts } from '#server/services/reminders/channel-setup';
import type { ContestLists } from '#server/services/contest-lists';
import type { SessionUser } from '#server/services/sessions';
import { createAuthenticator, type Authenticator } from './authenticate';
import { createRateLimits, type Budget, type RateLimits } from './rate-limits';

export type AppConfig = Pick<
  Config,
  | 'LOG_LEVEL'
  | 'LOG_FORMAT'
  | 'SYNC_INTERVAL_MINUTES'
  | 'RECOMMEND_SINCE_YEARS'
  | 'SESSION_HOLD_SECONDS'
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
  | 'RATE_LIMIT_STORE'
  | 'TRUST_PROXY'
  | 'CORS_ORIGINS'
  | 'YOUTUBE_API_KEY'
  | 'YOUTUBE_SYNC_MINUTES'
  | 'CALENDAR_UID_DOMAIN'
  | 'TELEGRAM_WEBHOOK_SECRET'
  // Credentials the logger removes from every line.
  | 'TELEGRAM_BOT_TOKEN'
  | 'VAPID_PRIVATE_KEY'
  | 'CODEFORCES_OAUTH_CLIENT_ID'
  | 'CODEFORCES_OAUTH_CLIENT_SECRET'
  | 'CODEFORCES_OAUTH_BASE'
  | 'PUBLIC_URL'
>;

/** What every route may use: built once by `buildApp`, read as `app.ctx`. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  lists: ContestLists;
  /** Personal calendar feeds (kept in memory; dropped with the lists when contests change). */
  personalFeeds: PersonalFeeds;
  /** The served platforms whose users can link a handle. */
  handleSources: PlatformParts['handleSources'];
  /** The background jobs: requests start runs (the upsolve read) that shutdown waits for. */
  jobs: Jobs;
  auth: Authenticator;
  limits: RateLimits;
  /** Undefined when GOOGLE_CLIENT_ID is not configured. */
  verifyGoogle: VerifyGoogleCredential | undefined;
  /** After a change the public lists show (a solution link): drops these lists, tells the others. */
  announceContestChange: () => Promise<void>;
  /** Reminder channels: the senders, and the Telegram bot when one is configured. */
  reminders: ChannelParts;
  /** `npm run demo`: POST /demo/sign-in exists (the web then offers 'Try as …'). */
  demoSignIn: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Who is signed in: readable only in a signed-in scope (`scopes.ts`), which made sure. */
    readonly session: SessionUser;
  }
  interface FastifyContextConfig {
    /** The rate-limit budget the route spends (see `scopes.ts` for the signed-in defaults). */
    budget?: Budget;
    /** In the admin scope: what the route lets an admin do, for the 403 ("Only admins can …"). */
    adminAction?: string;
  }
}

export function createAppContext(
  app: FastifyInstance,
  deps: Omit<AppContext, 'auth' | 'limits' | 'verifyGoogle'>,
): AppContext {
  const { config, db, clock } = deps;
  // One verifier (one JWKS cache) for sign-in and for ID tokens sent as credentials.
  const verifyGoogle = config.GOOGLE_CLIENT_ID
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
    sessionHoldMs: config.SESSION_HOLD_SECONDS * 1000,
    verifyIdToken: config.ACCEPT_GOOGLE_ID_TOKENS ? verifyGoogle : undefined,
  });
  const budgets = {
    auth: config.AUTH_RATE_LIMIT_PER_MINUTE,
    write: config.WRITE_RATE_LIMIT_PER_MINUTE,
    read: config.READ_RATE_LIMIT_PER_MINUTE,
    search: config.SEARCH_RATE_LIMIT_PER_MINUTE,
  };
  const limits = createRateLimits(app, budgets, auth);
  const ctx: AppContext = { ...deps, auth, limits, verifyGoogle };
  app.decorate('ctx', ctx);
  app.decorateRequest('session', {
    getter(this: FastifyRequestLike) {
      return auth.sessionOf(this);
    },
  });
  return ctx;
}

type FastifyRequestLike = Parameters<Authenticator['sessionOf']>[0];
