import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { UpstreamError } from './upstream-error';

/**
 * One job in a worker thread, under a time limit and a heap of its own: whatever an upstream
 * answer holds, the server's thread (every request) never waits on its parse, and an answer that
 * needs too much memory or time fails its own source alone. Used by AtCoder's page parse and by
 * the parse of large JSON answers.
 */
interface OffThreadOptions {
  /** From the job handed over to the answer back; the worker is then ended, wherever it was. */
  timeoutMs: number;
  /** Loading the worker's code (slow on a busy machine under tsx); not the answer's fault. */
  startTimeoutMs: number;
  /** The worker's heap: a job that needs more is refused, the server's heap is untouched. */
  maxHeapMb: number;
}

/** What the worker posts back: `ready` once loaded, then the job's value or its failure. */
type WorkerAnswer<T> =
  | { type: 'ready' }
  | { type: 'done'; value: T }
  | {
      type: 'failed';
      kind: UpstreamError['kind'];
      message: string;
      retryable: boolean;
      publicMessage: string;
    };

/**
 * The worker file `name` beside the file calling (`import.meta.url` of the caller): `.ts` when the
 * server runs its source through tsx (and under vitest), `.js` in the bundle, where every
 * `*-worker.ts` is bundled beside the entry points (scripts/ensure-server-build.mjs).
 */
function siblingWorker(name: string, callerUrl: string): URL {
  return new URL(`./${name}${extname(fileURLToPath(callerUrl))}`, callerUrl);
}

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

/** Why a worker gave no answer; each source names these in its own words. */
type WorkerTrouble = 'timed out' | 'out of memory' | 'failed';
type Failure = (trouble: WorkerTrouble, detail: string) => UpstreamError;

/** A parse's limits, and (in tests) a stand-in for the worker's code, e.g. one that never answers. */
export interface ParseOptions extends OffThreadOptions {
  worker?: URL;
}

/**
 * A parse in the worker file `name` beside the caller (`import.meta.url`), each job in a fresh
 * worker: a worker that gives no answer fails its source with a `parse_limit` error, named in the
 * source's own words (`categories`), its detail after `prefix`.
 */
export function offThreadParse<T>(
  name: string,
  callerUrl: string,
  words: { prefix: string; categories: Readonly<Record<WorkerTrouble, string>> },
): (job: unknown, options: ParseOptions) => Promise<T> {
  const url = siblingWorker(name, callerUrl);
  return (job, options) =>
    runOffThread<T>(
      options.worker ?? url,
      job,
      options,
      (trouble, detail) =>
        new UpstreamError(
          'parse_limit',
          `${words.prefix}${detail}`,
          false,
          undefined,
          words.categories[trouble],
        ),
    );
}

/** Runs `job` in a fresh worker from `url`; its failures are `failed(category, detail)`. */
function runOffThread<T>(
  url: URL,
  job: unknown,
  options: OffThreadOptions,
  failed: Failure,
): Promise<T> {
  const { source, eval: isSource } = workerSource(url);
  const worker = new Worker(source, {
    eval: isSource,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    stdout: false,
    stderr: false,
  });
  return new Promise<T>((resolve, reject) => {
    const failAfter = (ms: number, detail: string) =>
      setTimeout(() => {
        finish(failed('timed out', detail));
      }, ms);
    let timer = failAfter(options.startTimeoutMs, 'the worker did not start');
    let settled = false;
    const finish = (outcome: { value: T } | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome.value);
    };
    worker.on('message', (message: WorkerAnswer<T>) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        timer = failAfter(options.timeoutMs, `no answer in ${options.timeoutMs} ms`);
        worker.postMessage(job);
      } else if (message.type === 'done') {
        finish({ value: message.value });
      } else {
        const { kind, message: detail, retryable, publicMessage } = message;
        finish(new UpstreamError(kind, detail, retryable, undefined, publicMessage));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? failed('out of memory', `the parse needed over ${options.maxHeapMb} MB`)
          : failed('failed', `the parse worker failed: ${error.message}`),
      );
    });
    worker.on('exit', (code) => {
      finish(failed('failed', `the worker exited (${code})`));
    });
  });
}

/** The worker's side: one job in, `work(job)` or its failure out (the job is what was posted). */
export function serveOneJob(work: (job: never) => unknown): void {
  const port = parentPort;
  if (!port) return;
  port.once('message', (job: unknown) => {
    port.postMessage(answer(() => work(job as never)));
  });
  port.postMessage({ type: 'ready' } satisfies WorkerAnswer<never>);
}

function answer(work: () => unknown): WorkerAnswer<unknown> {
  try {
    return { type: 'done', value: work() };
  } catch (error) {
    if (error instanceof UpstreamError) {
      const { kind, message, retryable, publicMessage } = error;
      return { type: 'failed', kind, message, retryable, publicMessage };
    }
    const message = error instanceof Error ? error.message : String(error);
    const publicMessage = 'bad answer';
    return { type: 'failed', kind: 'unexpected_shape', message, retryable: false, publicMessage };
  }
}
