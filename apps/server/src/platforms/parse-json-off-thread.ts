import { runOffThread, siblingWorker, type OffThreadOptions } from './off-thread';
import { parseJsonText } from './parse-json';
import { UpstreamError } from './upstream-error';

/**
 * A body over this many bytes is parsed in a worker thread: the largest answer a sync reads today
 * (Codeforces' contest list, 591 KB) parses on the server's thread in a few milliseconds; above
 * this, a parse could hold every request up.
 */
export const OFF_THREAD_JSON_BYTES = 1024 * 1024;

interface JsonWorkerOptions extends OffThreadOptions {
  /** The worker's code; tests put a stand-in here (one that never answers). */
  worker?: URL;
}

export const JSON_WORKER_DEFAULTS: JsonWorkerOptions = {
  timeoutMs: 5_000,
  startTimeoutMs: 30_000,
  // A legitimate 20 MB answer (the overall ceiling) parses within this; anything needing more is
  // not one.
  maxHeapMb: 256,
};

const workerUrl = siblingWorker('json-parse-worker', import.meta.url);

const CATEGORIES = {
  'timed out': 'parse timed out',
  'out of memory': 'answer too big',
  failed: 'parse failed',
} as const;

/** The body's value: parsed here when small, in a worker when over OFF_THREAD_JSON_BYTES. */
export function parseJsonBody(
  text: string,
  options: JsonWorkerOptions = JSON_WORKER_DEFAULTS,
): Promise<unknown> {
  if (text.length <= OFF_THREAD_JSON_BYTES) return Promise.resolve(parseJsonText(text));
  return runOffThread<unknown>(options.worker ?? workerUrl, text, options, (trouble, detail) => {
    return new UpstreamError('parse_limit', detail, false, undefined, CATEGORIES[trouble]);
  });
}
