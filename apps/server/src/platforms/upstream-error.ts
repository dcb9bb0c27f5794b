export type UpstreamErrorKind =
  | 'timeout'
  | 'network'
  | 'http_status'
  | 'rate_limited'
  | 'invalid_json'
  | 'unexpected_shape'
  | 'upstream_failed'
  | 'too_big'
  | 'redirect'
  /** A page over a parsing limit (nesting, elements, time): the category says which. */
  | 'parse_limit'
  /** Not sent: too many users' calls already wait at the platform's rate gate. */
  | 'busy'
  /** The platform turned the call away (a 403, a bot challenge): the message names it. */
  | 'refused';

/**
 * Anything that went wrong talking to a platform; `retryable` drives the client's back-off.
 * `message` holds the details for the log (it may quote the platform's body); `publicMessage` is
 * the short category the public status shows, which never carries upstream text or host names.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly retryable: boolean,
    /** Seconds the platform asked us to wait (Retry-After), when it said so. */
    readonly retryAfterSeconds?: number,
    readonly publicMessage: string = defaultPublicMessage(kind),
  ) {
    super(message);
  }
}

function defaultPublicMessage(kind: UpstreamErrorKind): string {
  switch (kind) {
    case 'timeout':
      return 'no answer in time';
    case 'network':
      return 'network unreachable';
    case 'http_status':
      return 'HTTP error';
    case 'rate_limited':
      return 'HTTP 429 (rate limited)';
    case 'invalid_json':
      return 'unexpected answer: not valid JSON';
    case 'unexpected_shape':
      return 'unexpected answer';
    case 'upstream_failed':
      return 'the platform reported an error';
    case 'too_big':
      return 'answer too big';
    case 'redirect':
      return 'redirected off the platform';
    case 'parse_limit':
      return 'page too large';
    case 'busy':
      return 'too many calls waiting';
    case 'refused':
      return 'refused by the platform';
  }
}

/** 'unexpected answer: field result.0.name' – only the first field's path, which is ours. */
export function unexpectedShape(
  platform: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  describe: string,
): UpstreamError {
  const first = issues[0]?.path.map(String).join('.') ?? '';
  const field = first.replace(/[^\w.-]/g, '').slice(0, 80);
  return new UpstreamError(
    'unexpected_shape',
    `${platform}: ${describe}`,
    false,
    undefined,
    field ? `unexpected answer: field ${field}` : 'unexpected answer',
  );
}
