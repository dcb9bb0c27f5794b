import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { requireAdmin } from '#server/services/admin-rights';
import { declareErrors } from './responses';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const hooksOf = (hooks: RouteOptions['preValidation']) =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * A route that names a `budget` spends it by client address, first thing (`onRequest`): before
 * its credentials are looked at, so made-up tokens do not buy fresh budgets.
 */
export function countByAddress(app: FastifyInstance): void {
  const { limits } = app.ctx;
  app.addHook('onRoute', (route) => {
    const budget = route.config?.budget;
    if (budget) route.onRequest = [limits.byAddress[budget], ...hooksOf(route.onRequest)];
  });
}

const reads = new Set(['GET', 'HEAD']);

/**
 * Every route registered in `scope` needs a session: its hook finds who is signed in once (401
 * without a valid session), counts the route's budget per user, checks admin rights in an admin
 * scope (403), and marks the answer private. Handlers read `request.session`. A route that
 * writes lets go of the caller's held sessions before it answers (decision 060): whatever of
 * their row it changed, their next request on this instance reads it again.
 */
export function signedInScope(scope: FastifyInstance, options: { admin?: boolean } = {}): void {
  const { auth, limits, config } = scope.ctx;
  const signIn: Hook = async (request, reply) => {
    await auth.signIn(request);
    reply.header('cache-control', 'no-store');
  };
  const adminOnly =
    (action: string): Hook =>
    (request) => {
      requireAdmin(request.session.user, config.ADMIN_EMAILS, action);
      return Promise.resolve();
    };
  scope.addHook('onSend', async (request, _reply, payload) => {
    if (reads.has(request.method)) return payload;
    // The session found for this request (the lookup is not made again); none after a 401.
    const session = await auth.optionalUser(request);
    if (session) auth.held.forgetUser(session.user.id);
    return payload;
  });
  scope.addHook('onRoute', (route) => {
    const budget = route.config?.budget;
    const perUser = budget && limits.byUser[budget];
    route.preValidation = [
      signIn,
      ...(perUser ? [perUser] : []),
      ...(options.admin ? [adminOnly(route.config?.adminAction ?? 'do this')] : []),
      ...hooksOf(route.preValidation),
    ];
    declareErrors(route, 401, ...(options.admin ? ([403] as const) : []));
  });
}
