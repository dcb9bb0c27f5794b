import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { errorCategory } from './error-category';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('errorCategory', () => {
  it('names the kind of failure, never its text', () => {
    const cases: [unknown, string][] = [
      [
        new UpstreamError(
          'http_status',
          'HTTP 503 from https://x/?key=SECRET',
          true,
          undefined,
          'HTTP 503',
        ),
        'HTTP 503',
      ],
      [
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
        'database unavailable',
      ],
      [
        new Error('Failed query', {
          cause: Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }),
        }),
        'database refused a query',
      ],
      [named('HttpError', "Network request for 'getUpdates' failed!"), 'network unreachable'],
      [
        named('GrammyError', "Call to 'getUpdates' failed! (409: Conflict)"),
        'the platform reported an error',
      ],
      [named('TimeoutError', 'The operation was aborted due to timeout'), 'no answer in time'],
      [new Error('SECRET in a message'), 'unexpected error'],
      ['a string thrown', 'unexpected error'],
    ];
    for (const [error, category] of cases) expect(errorCategory(error)).toBe(category);
  });
});
