import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { UpstreamError } from '#server/platforms/upstream-error';
import { verifyFailure } from './verify-handle';

const open = () => new AbortController().signal;
const failure = (error: unknown, signal = open()) =>
  verifyFailure(error, signal, 'Codeforces', 'tourist');

describe('verifyFailure', () => {
  it('answers a verification out of time with a 503 and when to try again, never a 500', () => {
    const timedOut = AbortSignal.abort(new DOMException('signal timed out', 'TimeoutError'));
    const answer = failure(timedOut.reason, timedOut);
    expect(answer).toBeInstanceOf(AppError);
    expect(answer).toMatchObject({ code: 'unavailable', status: 503, retryAfterSeconds: 60 });
    expect((answer as AppError).message).toMatch(/^Codeforces did not answer in time/);
  });

  it("answers a gate full of users' calls with a 503 and the queue's wait", () => {
    const busy = new UpstreamError('busy', '10 user calls already wait', false, 22);
    expect(failure(busy)).toMatchObject({ code: 'unavailable', retryAfterSeconds: 22 });
  });

  it('names an unknown handle, and leaves anything else to the error handler', () => {
    const unknown = new UpstreamError(
      'upstream_failed',
      'HTTP 400',
      false,
      undefined,
      'no such handle',
    );
    expect(failure(unknown)).toMatchObject({
      code: 'conflict',
      message: 'Codeforces has no user tourist.',
    });
    const bug = new TypeError('a bug');
    expect(failure(bug)).toBe(bug);
  });
});
