import type { FastifyInstance } from 'fastify';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Only our origin, plus Google's sign-in script, its frame and its styles. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${GOOGLE_GSI}client`,
  `frame-src ${GOOGLE_GSI}`,
  `connect-src 'self' ${GOOGLE_GSI}`,
  `style-src 'self' 'unsafe-inline' ${GOOGLE_GSI}style`,
  "img-src 'self' data: https:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  });
}
