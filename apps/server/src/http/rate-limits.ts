import { setTimeout } from 'node:timers/promises';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '#server/lib/app-error';
import type { Authenticator } from './authenticate';
import { addressKey } from './client-address';

const MINUTE_MS = 60_000;
/**
 * A refused request is told so after this pause, as nginx's `limit_req` delays excess requests: a
 * client that floods over one connection then sends ten requests a second on it, not thousands,
 * and the machine's time stays with everyone else's requests (decision 032). A person who hits a
 * limit waits a tenth of a second longer for the same answer.
 */
export const REFUSAL_PAUSE_MS = 100;

/**
 * Requests per minute. Counters live in the database every instance shares (RATE_LIMIT_STORE
 * `database`, the default on PostgreSQL) or in this instance's memory (`memory`, the default on
 * the embedded database: N instances would allow N times this).
 */
export interface RateLimitBudgets {
  /** Sign-in and logout, per client address. */
  auth: number;
  /** Bookmark and solution-link changes, per client address and per user. */
  write: number;
  /** Reads that go to the database (status, profile, bookmarks), per address and per user. */
  read: number;
  /** Searches of the past list (`q=`), per client address, with or without a token. */
  search: number;
}

export type Budget = keyof RateLimitBudgets;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type Check = ReturnType<FastifyInstance['createRateLimit']>;

export async function registerRateLimits(
  app: FastifyInstance,
  store?: FastifyRateLimitStoreCtor,
): Promise<void> {
  // Routes are limited by the hooks below; nothing is limited by default.
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
}

// The plugin's own hook (`app.rateLimit()`) runs once per request, so a second one (per user after
// per address) would be skipped: each check here is the plugin's counter with a hook of our own.
function enforce(check: Check): Hook {
  return async (request, reply) => {
    let limit: Awaited<ReturnType<Check>>;
    try {
      limit = await check(request);
    } catch (error) {
      // The shared counters live in the database: when it does not answer, the request goes on
      // uncounted, and the route says what is wrong (/api/health's 503 'database down').
      request.log.warn({ err: error }, 'rate limit: the budget store did not answer');
      return;
    }
    if (limit.isAllowed) return;
    // What is left of the budget, as the IETF draft's RateLimit-* headers name it.
    reply
      .header('ratelimit-limit', String(limit.max))
      .header('ratelimit-remaining', String(limit.remaining))
      .header('ratelimit-reset', String(limit.ttlInSeconds));
    if (!limit.isExceeded) return;
    await setTimeout(REFUSAL_PAUSE_MS);
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError('rate_limited', `Too many requests; try again in ${limit.ttlInSeconds} s.`);
  };
}

/** A query string with `q` in it: Fastify has parsed it by the time `onRequest` runs. */
function isSearch(request: FastifyRequest): boolean {
  const query = request.query;
  return typeof query === 'object' && query !== null && 'q' in query;
}

/**
 * Every client is counted by address before its credentials are looked at (an `onRequest` hook),
 * so made-up tokens do not buy fresh budgets; a signed-in user is counted once more by id once the
 * session is known, so each extra session of theirs shares the one budget. Sign-in and logout are
 * counted by address only. One counter per budget, shared by the routes that spend it.
 */
export function createRateLimits(
  app: FastifyInstance,
  budgets: RateLimitBudgets,
  auth: Authenticator,
) {
  const counter = (max: number, keyGenerator: (request: FastifyRequest) => string) =>
    enforce(app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator }));
  // Keys name their budget: a shared store keeps every counter in one table.
  const byAddress = (budget: Budget) =>
    counter(
      budgets[budget],
      (request) => `${budget}:${addressKey(request.ip, request.socket.remoteAddress)}`,
    );
  const byUser = (budget: Budget) =>
    counter(budgets[budget], (request) => `${budget}:user:${auth.sessionOf(request).user.id}`);

  const address: Record<Budget, Hook> = {
    auth: byAddress('auth'),
    read: byAddress('read'),
    write: byAddress('write'),
    search: byAddress('search'),
  };
  const user: Partial<Record<Budget, Hook>> = {
    read: byUser('read'),
    write: byUser('write'),
  };
  return {
    byAddress: address,
    byUser: user,
    /**
     * A public list that a token personalizes and `q` searches: a token costs a session lookup,
     * none costs nothing; each new search can be a query of its own, so searches spend a budget
     * of their own, token or not (a made-up token must not buy the larger read budget instead).
     */
    readWithToken: ((request, reply, done) => {
      const searching = isSearch(request);
      // Most requests are neither: no promise for them (this runs before every past page).
      if (!searching && !request.headers.authorization) {
        done();
        return;
      }
      void (async () => {
        if (searching) await address.search(request, reply);
        if (request.headers.authorization) await address.read(request, reply);
      })().then(
        () => {
          done();
        },
        (error: unknown) => {
          done(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }) satisfies onRequestHookHandler,
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
