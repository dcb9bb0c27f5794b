import type { ErrorBody, ErrorCode } from '@contest-tracker/contract';

const STATUS_OF: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** A failure the client should hear about: one code, one message, one status. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After: when asking again is worth it. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_OF[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message }, message: this.message };
  }
}
