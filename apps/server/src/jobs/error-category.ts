import { isDatabaseUnavailable } from '#server/lib/database-unavailable';
import { UpstreamError } from '#server/platforms/upstream-error';

/**
 * What /api/status says about a job's last failure: a short category an operator can act on,
 * never the error's own text (a platform's body, SQL, a URL with a credential in it). The log
 * line under the job's name has the whole story.
 */
export function errorCategory(error: unknown): string {
  if (error instanceof UpstreamError) return error.publicMessage;
  if (isDatabaseUnavailable(error)) return 'database unavailable';
  if (hasSqlState(error)) return 'database refused a query';
  const name = error instanceof Error ? error.name : undefined;
  switch (name) {
    // grammY: the call to Telegram did not get through, or Telegram answered with an error.
    case 'HttpError':
      return 'network unreachable';
    case 'GrammyError':
      return 'the platform reported an error';
    case 'TimeoutError':
      return 'no answer in time';
    default:
      return 'unexpected error';
  }
}

/** PostgreSQL's errors (postgres-js, PGlite) carry a five-character SQLSTATE, maybe as a cause. */
function hasSqlState(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
