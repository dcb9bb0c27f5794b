import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { siblingWorker, workerSource } from '#server/lib/worker-source';
import type { PgliteAnswer, PgliteFailure, PgliteRequest, PgliteWorkerData } from './pglite-worker';

type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/** The part of PGlite that Drizzle's driver calls, answered by the worker. */
export interface OffThreadPglite {
  query: Query;
  transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

const workerUrl = siblingWorker(import.meta.url, 'pglite-worker');

/** A query's failure as the caller's own error, with Postgres' fields (`code` is read). */
function rebuild(failure: PgliteFailure): Error {
  const error = new Error(failure.message);
  Object.assign(error, failure);
  return error;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Ask = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database in a worker thread (decision 032): a query that takes 40 ms holds the
 * worker, while the server's thread answers the lists from memory meanwhile.
 */
export async function startPgliteOffThread(data: PgliteWorkerData): Promise<OffThreadPglite> {
  const { source, eval: isSource } = workerSource(workerUrl);
  const transfer = data.loadDataDir ? [data.loadDataDir] : [];
  const worker = new Worker(source, { eval: isSource, workerData: data, transferList: transfer });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  // An idle worker does not keep the process alive (a command that forgot to close still ends);
  // one with a query out does, or the process could end while awaiting its answer.
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: PgliteAnswer) => {
      if (answer.type === 'ready') {
        resolve();
        return;
      }
      if (answer.type === 'start-failed') {
        reject(new Error(answer.message));
        return;
      }
      const waiting = settle(answer.id);
      if (answer.type === 'done') waiting?.resolve(answer.value);
      else waiting?.reject(rebuild(answer.error));
    });
    worker.on('error', (error) => {
      stop(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the embedded database's worker exited (${code})`);
      stop(error);
      reject(error);
    });
  });
  worker.unref();

  const ask = (request: Ask): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryIn =
    (tx?: number): Query =>
    async (sql, params = [], options = {}) =>
      (await ask({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
        ...(tx === undefined ? {} : { tx }),
      })) as Results;

  return {
    query: queryIn(),
    async transaction(fn) {
      const tx = (await ask({ op: 'begin' })) as number;
      let value;
      try {
        value = await fn({ query: queryIn(tx) });
      } catch (error) {
        await ask({ op: 'end', tx, commit: false });
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return value;
    },
    async dumpDataDir() {
      return new Blob([(await ask({ op: 'dump' })) as ArrayBuffer]);
    },
    async close() {
      if (!stopped) await ask({ op: 'close' });
      stop(new Error('the embedded database is closed'));
      await worker.terminate();
    },
  };
}

/** Drizzle's PGlite driver calls only `query` and `transaction`, which the worker answers. */
export const asPglite = (client: OffThreadPglite) => client as unknown as PGlite;
