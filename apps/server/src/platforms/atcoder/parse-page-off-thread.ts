import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UpstreamError } from '#server/platforms/upstream-error';
import { PAGE_LIMITS, type PageLimits } from './page-limits';
import type { ParseAnswer, ParseRequest } from './parse-page-worker';
import type { AtcoderPageRow } from './schema';

export interface OffThreadOptions {
  /** From the page handed over to the rows back; the worker is then ended, wherever it was. */
  timeoutMs: number;
  /** Loading the worker's code (slow on a busy machine under tsx); not the page's fault. */
  startTimeoutMs: number;
  /** The worker's heap: a page that needs more is refused, the server's heap is untouched. */
  maxHeapMb: number;
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

// The worker is this file's sibling with this file's own extension: `.ts` when the server runs
// its source through tsx (and under vitest), `.js` once compiled file by file.
const extension = extname(fileURLToPath(import.meta.url));
const workerUrl = new URL(`./parse-page-worker${extension}`, import.meta.url);

/**
 * A `.ts` worker needs tsx's loader, which a worker does not inherit: it is registered in the
 * worker first (tsx's own API), then the worker file imported. Compiled `.js` is loaded as is.
 */
function workerSource(url: URL): { source: string | URL; eval: boolean } {
  if (!url.pathname.endsWith('.ts')) return { source: url, eval: false };
  // tsx's `tsImport` (its `import` export of tsx/esm/api; `require` resolves to the CJS one).
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const worker = JSON.stringify(url.href);
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${worker}, ${worker}));`;
  return { source, eval: true };
}

const failed = (category: string, detail: string) =>
  new UpstreamError('parse_limit', `atcoder: ${detail}`, false, undefined, category);

/**
 * Parses AtCoder's contests page in a worker thread under a hard time limit: whatever the page
 * holds, the server's own thread (every request) never waits on it, and a page over a limit fails
 * AtCoder's sync with a short category ('parse timed out', 'page too large').
 */
export function parsePageOffThread(
  html: string,
  options: OffThreadOptions = OFF_THREAD_DEFAULTS,
): Promise<AtcoderPageRow[]> {
  const { source, eval: isSource } = workerSource(options.worker ?? workerUrl);
  const worker = new Worker(source, {
    eval: isSource,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    stdout: false,
    stderr: false,
  });
  return new Promise<AtcoderPageRow[]>((resolve, reject) => {
    const failAfter = (ms: number, category: string, detail: string) =>
      setTimeout(() => {
        finish(failed(category, detail));
      }, ms);
    let timer = failAfter(options.startTimeoutMs, 'parse timed out', 'the worker did not start');
    const finish = (outcome: AtcoderPageRow[] | Error) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    worker.on('message', (message: ParseAnswer) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        timer = failAfter(
          options.timeoutMs,
          'parse timed out',
          `no rows in ${options.timeoutMs} ms`,
        );
        worker.postMessage({ html, limits: options.limits } satisfies ParseRequest);
      } else if (message.type === 'rows') {
        finish(message.rows);
      } else {
        const { kind, message: detail, publicMessage } = message;
        finish(new UpstreamError(kind, detail, false, undefined, publicMessage));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? failed('page too large', `the parse needed over ${options.maxHeapMb} MB`)
          : failed('parse failed', `the parse worker failed: ${error.message}`),
      );
    });
    worker.on('exit', (code) => {
      finish(failed('parse failed', `the worker exited (${code})`));
    });
  });
}
