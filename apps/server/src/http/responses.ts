import { errorBodySchema } from '@contest-tracker/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

const ERROR_ANSWERS = {
  400: 'Bad input: the message names each field',
  401: 'No session, or a bad or expired one',
  403: 'Signed in, but not allowed',
  404: 'Nothing by that id',
  405: 'Not supported',
  409: 'Conflicts with what is stored',
  413: 'The body is larger than 16 KB',
  429: 'Too many requests: Retry-After says when to ask again',
  500: 'Something went wrong on our side',
  503: 'The database is briefly unavailable: Retry-After says when to ask again',
} as const;
type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** The one error body, described for `status`, as a route's `response` entries. */
export function errorAnswers(...statuses: ErrorStatus[]): Record<number, z.ZodType> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBodySchema.describe(ERROR_ANSWERS[status])]),
  );
}

/** An answer with no body (204). */
export const noContent = z.undefined().describe('Done; no body');

type Responses = Record<string | number, unknown>;

/** Adds error answers to a route's declared answers, keeping any the route declared itself. */
export function declareErrors(route: RouteOptions, ...statuses: ErrorStatus[]): void {
  const schema = (route.schema ??= {});
  schema.response = { ...errorAnswers(...statuses), ...(schema.response as Responses) };
}

/**
 * Every API route may answer 500 and 503 (the database), 400 when it reads input or takes a
 * body, 413 when it takes a body, 429 when it spends a budget: the document says so without each
 * route repeating it.
 */
export function declareCommonErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const { params, querystring, body } = route.schema;
    const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
    declareErrors(
      route,
      500,
      503,
      // A body that does not parse (or has no known type) is a 400 too, schema or none.
      ...(params || querystring || body || takesBody ? ([400] as const) : []),
      ...(takesBody ? ([413] as const) : []),
      ...(route.config?.budget ? ([429] as const) : []),
    );
  });
}
