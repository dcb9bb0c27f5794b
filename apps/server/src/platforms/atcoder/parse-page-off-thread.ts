import {
  runOffThread,
  siblingWorker,
  type OffThreadOptions as WorkerOptions,
} from '#server/platforms/off-thread';
import { UpstreamError } from '#server/platforms/upstream-error';
import { PAGE_LIMITS, type PageLimits } from './page-limits';
import type { ParseRequest } from './parse-page-worker';
import type { AtcoderPageRow } from './schema';

export interface OffThreadOptions extends WorkerOptions {
  limits: PageLimits;
  /** The worker's code; tests put a stand-in here (one that never answers). */
  worker?: URL;
}

export const OFF_THREAD_DEFAULTS: OffThreadOptions = {
  timeoutMs: 2_000,
  startTimeoutMs: 30_000,
  maxHeapMb: 64,
  limits: PAGE_LIMITS,
};

const workerUrl = siblingWorker('parse-page-worker', import.meta.url);

const CATEGORIES = {
  'timed out': 'parse timed out',
  'out of memory': 'page too large',
  failed: 'parse failed',
} as const;

/**
 * Parses AtCoder's contests page in a worker thread under a hard time limit (platforms/off-thread.ts):
 * a page over a limit fails AtCoder's sync with a short category ('parse timed out', 'page too
 * large').
 */
export function parsePageOffThread(
  html: string,
  options: OffThreadOptions = OFF_THREAD_DEFAULTS,
): Promise<AtcoderPageRow[]> {
  return runOffThread<AtcoderPageRow[]>(
    options.worker ?? workerUrl,
    { html, limits: options.limits } satisfies ParseRequest,
    options,
    (trouble, detail) =>
      new UpstreamError('parse_limit', `atcoder: ${detail}`, false, undefined, CATEGORIES[trouble]),
  );
}
