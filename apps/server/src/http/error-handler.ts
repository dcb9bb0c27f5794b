import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable';

/** First path segments that are the API's (and `sheets`, which the first client calls and we lack). */
const API_SEGMENTS = new Set([
  'api',
  'contests',
  'user',
  'auth',
  'calendar',
  'feeds',
  'sheets',
  'demo',
]);

/** An unknown path under these answers a JSON 404, never the web app's page. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_SEGMENTS.has(path.split('/')[1] ?? '');
}

function fromFastifyError(error: FastifyError): AppError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError('payload_too_large', 'request body is larger than 16 KB');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new AppError('bad_request', error.message);
  }
  return undefined;
}

/** Every error leaves in the one shape: `{ error: { code, message }, message }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) {
      if (known.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(known.retryAfterSeconds));
      }
      return reply.status(known.status).send(known.toBody());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = new AppError(
        'unavailable',
        'The service is briefly unavailable. Please try again.',
      );
      return reply.status(503).header('retry-after', '5').send(unavailable.toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('internal', 'Something went wrong on our side.');
    return reply.status(500).send(internal.toBody());
  });
}
