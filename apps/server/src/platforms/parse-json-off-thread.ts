import { offThreadParse, type ParseOptions } from './off-thread';
import { parseJsonText } from './parse-json';

/**
 * A body over this many bytes is parsed in a worker thread: the largest answer a sync reads today
 * (Codeforces' contest list, 591 KB) parses on the server's thread in a few milliseconds; above
 * this, a parse could hold every request up.
 */
export const OFF_THREAD_JSON_BYTES = 1024 * 1024;

export const JSON_WORKER_DEFAULTS: ParseOptions = {
  timeoutMs: 5_000,
  startTimeoutMs: 30_000,
  // A legitimate 20 MB answer (the overall ceiling) parses within this; anything needing more is
  // not one.
  maxHeapMb: 256,
};

const parseOffThread = offThreadParse<unknown>('json-parse-worker', import.meta.url, {
  prefix: '',
  categories: {
    'timed out': 'parse timed out',
    'out of memory': 'answer too big',
    failed: 'parse failed',
  },
});

/** The body's value: parsed here when small, in a worker when over OFF_THREAD_JSON_BYTES. */
export function parseJsonBody(
  text: string,
  options: ParseOptions = JSON_WORKER_DEFAULTS,
): Promise<unknown> {
  if (text.length <= OFF_THREAD_JSON_BYTES) return Promise.resolve(parseJsonText(text));
  return parseOffThread(text, options);
}
