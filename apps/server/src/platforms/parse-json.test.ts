import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './parse-json';
import {
  JSON_WORKER_DEFAULTS,
  OFF_THREAD_JSON_BYTES,
  parseJsonBody,
} from './parse-json-off-thread';
import { UpstreamError } from './upstream-error';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function refusal(promise: Promise<unknown>): Promise<UpstreamError> {
  const error: unknown = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  if (error instanceof UpstreamError) return error;
  throw error;
}

describe('parsing an upstream JSON body', () => {
  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const inString = JSON.stringify({ a: '[[[[[[\\"[[[[' });
    expect(nestsDeeperThan(inString, 2)).toBe(false);
  });

  it('refuses a body nested past the limit, not retryable, and reads a real one', () => {
    expect(() => parseJsonText(nested(MAX_JSON_DEPTH + 1))).toThrow(
      expect.objectContaining({ publicMessage: 'answer too deeply nested', retryable: false }),
    );
    expect(parseJsonText('{"a":[1,{"b":2}]}')).toEqual({ a: [1, { b: 2 }] });
    expect(() => parseJsonText('{"a":')).toThrow(expect.objectContaining({ kind: 'invalid_json' }));
  });

  // Each spawns a worker, which compiles its code through tsx on a busy machine: a roomy limit.
  it('parses a body over the threshold in the worker', { timeout: 30_000 }, async () => {
    const big = { rows: [{ id: 1 }], padding: 'x'.repeat(OFF_THREAD_JSON_BYTES) };
    expect(await parseJsonBody(JSON.stringify(big))).toEqual(big);
  });

  it('refuses one nested too deep in the worker', { timeout: 30_000 }, async () => {
    const error = await refusal(parseJsonBody(nested(OFF_THREAD_JSON_BYTES)));
    expect(error.publicMessage).toBe('answer too deeply nested');
  });

  it('hands a body over the threshold to the worker, and parses one under it here', async () => {
    // A stand-in worker that takes the body and never answers: only a body sent to it times out.
    const stuck = {
      ...JSON_WORKER_DEFAULTS,
      timeoutMs: 300,
      worker: new URL('../../test/workers/stuck-parse-worker.ts', import.meta.url),
    };
    const under = JSON.stringify({ padding: 'x'.repeat(OFF_THREAD_JSON_BYTES - 20) });
    expect(await parseJsonBody(under, stuck)).toEqual(JSON.parse(under));
    const over = JSON.stringify({ padding: 'x'.repeat(OFF_THREAD_JSON_BYTES) });
    const error = await refusal(parseJsonBody(over, stuck));
    expect(error.publicMessage).toBe('parse timed out');
  }, 30_000);
});
