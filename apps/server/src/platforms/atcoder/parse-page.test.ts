import { describe, expect, it } from 'vitest';
import { atcoderPage } from '#replay/platforms/atcoder/replay';
import { flatPage, nestedPage, pageWithHref } from '#replay/platforms/atcoder/hostile-pages';
import { UpstreamError } from '#server/platforms/upstream-error';
import { parseAtcoderContestsPage } from './parse-page';
import { OFF_THREAD_DEFAULTS, parsePageOffThread } from './parse-page-off-thread';

function failure(run: () => unknown): UpstreamError {
  try {
    run();
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error: unknown = await promise.then(
    () => new Error('resolved'),
    (reason: unknown) => reason,
  );
  if (error instanceof UpstreamError) return error;
  throw error;
}

describe('parseAtcoderContestsPage', () => {
  it('reads the running and upcoming tables of the recorded page', () => {
    const rows = parseAtcoderContestsPage(atcoderPage('duringAbc140', 0));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      id: 'abc140',
      title: 'AtCoder Beginner Contest 140',
      start: '2019-09-07 21:00:00+0900',
      duration: '01:40',
    });
    expect(parseAtcoderContestsPage(atcoderPage('emptyUpcoming', 0)).length).toBeLessThan(4);
  });

  it('hands a link holding a line break over as it reads (the sync then skips the row)', () => {
    const rows = parseAtcoderContestsPage(pageWithHref('/contests/abc141&#13;&#10;X-INJECTED:yes'));
    expect(rows.map((row) => row.id)).toContain('abc141\r\nX-INJECTED:yes');
  });

  it('stops at a page nested over the depth limit', () => {
    const error = failure(() => parseAtcoderContestsPage(nestedPage(1_000_000)));
    expect(error.kind).toBe('parse_limit');
    expect(error.publicMessage).toBe('page too deeply nested');
  });

  it('stops at a page of more elements than the limit', () => {
    const error = failure(() => parseAtcoderContestsPage(flatPage(1_000_000)));
    expect(error.publicMessage).toBe('page too large');
  });
});

// Each parse starts a fresh worker thread that compiles its TypeScript with tsx: about 2 s of one
// core alone, more beside the other files of a busy run.
describe('parsePageOffThread', { timeout: 20_000 }, () => {
  it('gives the rows the parser gives, from a worker', async () => {
    const page = atcoderPage('duringAbc140', 0);
    expect(await parsePageOffThread(page)).toEqual(parseAtcoderContestsPage(page));
  });

  it('passes a limit failure on with its category', async () => {
    const error = await rejection(parsePageOffThread(nestedPage(1_000_000)));
    expect(error.publicMessage).toBe('page too deeply nested');
  });

  it('ends a parse that does not answer within the time limit', async () => {
    const stuck = new URL('../../../test/workers/stuck-parse-worker.ts', import.meta.url);
    let settled = false;
    const parse = parsePageOffThread('<html></html>', {
      ...OFF_THREAD_DEFAULTS,
      timeoutMs: 300,
      worker: stuck,
    }).finally(() => {
      settled = true;
    });
    // The server's own thread is free meanwhile: timers still run while the worker spins.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    const error = await rejection(parse);
    expect(error).toMatchObject({ kind: 'parse_limit', publicMessage: 'parse timed out' });
  });
});
