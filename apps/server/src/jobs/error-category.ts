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
  const name = error instanceof Error ? error.name : undefined;
  switch (name) {
    // grammY: the call to Telegram did not get through, or Telegram answered with an error.
    case 'HttpError':
      return 'network unreachable';
    case 'GrammyError':
      return 'the platform reported an error';
    case 'DrizzleQueryError':
      return 'database refused a query';
    case 'TimeoutError':
      return 'no answer in time';
    default:
      return 'unexpected error';
  }
}
