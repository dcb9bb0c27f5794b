export type UpstreamErrorKind =
  | 'timeout'
  | 'network'
  | 'http_status'
  | 'rate_limited'
  | 'invalid_json'
  | 'unexpected_shape'
  | 'upstream_failed';

/** Anything that went wrong talking to a platform; `retryable` drives the client's back-off. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly retryable: boolean,
    /** Seconds the platform asked us to wait (Retry-After), when it said so. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
