import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashSessionToken, tokenFromAuthorization } from '../auth/session-token';
import { AppError } from '../lib/app-error';

/** Signed-in clients are counted per session; everyone else per address. */
export function clientKey(request: FastifyRequest): string {
  const token = tokenFromAuthorization(request.headers.authorization);
  return token ? `session:${hashSessionToken(token)}` : `ip:${request.ip}`;
}

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests; try again in ${context.after}.`),
  });
}

export const perMinute = (max: number, keyGenerator = clientKey) => ({
  rateLimit: { max, timeWindow: 60_000, keyGenerator },
});
