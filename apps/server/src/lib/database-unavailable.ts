// Errors that mean "the database cannot be reached right now", as postgres-js and Node report them
// (directly or as the cause of a Drizzle query error): connection refused, reset or closed, and
// PostgreSQL's shutdown / cannot-connect-now / connection-failure SQLSTATEs.
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
