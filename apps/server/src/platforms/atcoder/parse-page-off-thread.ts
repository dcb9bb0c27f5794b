import { offThreadParse, type ParseOptions } from '#server/platforms/off-thread';
import { PAGE_LIMITS, type PageLimits } from './page-limits';
import type { ParseRequest } from './parse-page-worker';
import type { AtcoderPageRow } from './schema';

export interface OffThreadOptions extends ParseOptions {
  limits: PageLimits;
}

export const OFF_THREAD_DEFAULTS: OffThreadOptions = {
  timeoutMs: 2_000,
  startTimeoutMs: 30_000,
  maxHeapMb: 64,
  limits: PAGE_LIMITS,
};

const parseOffThread = offThreadParse<AtcoderPageRow[]>('parse-page-worker', import.meta.url, {
  prefix: 'atcoder: ',
  categories: {
    'timed out': 'parse timed out',
    'out of memory': 'page too large',
    failed: 'parse failed',
  },
});

/**
 * Parses AtCoder's contests page in a worker thread under a hard time limit (platforms/off-thread.ts):
 * a page over a limit fails AtCoder's sync with a short category ('parse timed out', 'page too
 * large').
 */
export function parsePageOffThread(
  html: string,
  options: OffThreadOptions = OFF_THREAD_DEFAULTS,
): Promise<AtcoderPageRow[]> {
  return parseOffThread({ html, limits: options.limits } satisfies ParseRequest, options);
}
