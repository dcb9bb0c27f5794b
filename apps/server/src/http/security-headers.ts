import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** The inline theme script (applied before first paint) is allowed by its hash, nothing else inline. */
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** Only our origin, plus Google's sign-in script, its frame and its styles. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${THEME_SCRIPT_HASH} ${GOOGLE_GSI}client`,
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

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** Over TLS the browser is also told to use https from now on; over plain http it would be ignored. */
const SECURITY_HEADERS_TLS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Set up front (a synchronous hook: no promise per request), so even errors carry them.
  // `protocol` is `https` for a TLS socket, or per X-Forwarded-Proto from a trusted proxy.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? SECURITY_HEADERS_TLS : SECURITY_HEADERS);
    done();
  });
}
