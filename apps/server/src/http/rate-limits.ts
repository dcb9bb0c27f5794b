import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error';
import type { Authenticator } from './authenticate';
import { addressKey } from './client-address';

const MINUTE_MS = 60_000;

/** Requests per minute; counters live in this instance's memory (N instances allow N times this). */
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

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** A route's hooks: by address before anything else, by user once the session is known. */
export interface RouteLimits {
  onRequest: Hook[];
  preHandler?: Hook[];
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  // Routes are limited by the hooks below; nothing is limited by default.
  await app.register(rateLimit, { global: false });
}

// The plugin's own hook (`app.rateLimit()`) runs once per request, so a second one (per user after
// per address) would be skipped: each check here is the plugin's counter with a hook of our own.
function enforce(check: Check): Hook {
  return async (request, reply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
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
 * Every client is counted by address before its credentials are looked at, so made-up tokens do
 * not buy fresh budgets; a signed-in user is counted once more by id, so each extra session of
 * theirs shares the one budget.
 */
export function createRateLimits(
  app: FastifyInstance,
  budgets: RateLimitBudgets,
  auth: Authenticator,
) {
  const byAddress = (max: number) =>
    enforce(
      app.createRateLimit({
        max,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => addressKey(request.ip, request.socket.remoteAddress),
      }),
    );
  const byUser = (max: number) =>
    enforce(
      app.createRateLimit({
        max,
        timeWindow: MINUTE_MS,
        keyGenerator: async (request) => `user:${(await auth.requireUser(request)).user.id}`,
      }),
    );
  // One counter per budget, shared by the routes that spend it.
  const authByAddress = byAddress(budgets.auth);
  const readByAddress = byAddress(budgets.read);
  const readByUser = byUser(budgets.read);
  const writeByAddress = byAddress(budgets.write);
  const writeByUser = byUser(budgets.write);
  const searchByAddress = byAddress(budgets.search);

  // A token on a public list costs a session lookup, so it spends the read budget; none costs nothing.
  const readWithTokenByAddress: Hook = async (request, reply) => {
    if (request.headers.authorization) await readByAddress(request, reply);
  };
  // Each new search can be a query of its own: searches spend a budget of their own, token or not
  // (a made-up token must not buy the larger read budget instead).
  const searchesByAddress: Hook = async (request, reply) => {
    if (isSearch(request)) await searchByAddress(request, reply);
  };

  // Fresh arrays per route: Fastify plugins may push onto a route's hook arrays.
  return {
    /**
     * A public list that a token personalizes and `q` searches: counted by address only when a
     * token or a search comes.
     */
    readWithToken: (): RouteLimits => ({
      onRequest: [searchesByAddress, readWithTokenByAddress],
    }),
    auth: (): RouteLimits => ({ onRequest: [authByAddress] }),
    publicRead: (): RouteLimits => ({ onRequest: [readByAddress] }),
    /** Also answers 401 without a valid session, before the per-user count. */
    signedInRead: (): RouteLimits => ({
      onRequest: [readByAddress],
      preHandler: [auth.signedIn, readByUser],
    }),
    /** Also answers 401 without a valid session, before the per-user count. */
    signedInWrite: (): RouteLimits => ({
      onRequest: [writeByAddress],
      preHandler: [auth.signedIn, writeByUser],
    }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
