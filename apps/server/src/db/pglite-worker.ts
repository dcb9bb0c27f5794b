import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The worker's side of pglite-off-thread.ts: the embedded database lives here, so a slow query
 * holds this thread and never the server's (decision 032). One PGlite, one session; its own mutex
 * keeps a transaction's queries together while others wait.
 */
export interface PgliteWorkerData {
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start an in-memory copy from (tests). */
  loadDataDir?: ArrayBuffer;
  database: string;
  startParams: string[];
}

export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types handed back as the text Postgres sent (the driver parses them itself). */
      rawTypes: number[];
      tx?: number;
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

/** What a failed query threw: its message and Postgres' fields (code, detail, constraint…). */
export type PgliteFailure = { message: string } & Record<string, string | number | undefined>;

export type PgliteAnswer =
  | { type: 'ready' }
  | { type: 'start-failed'; message: string }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: PgliteFailure };

/** How the server's side asks for a rollback: the transaction's callback fails with this. */
class Rollback extends Error {}

function failure(error: unknown): PgliteFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: PgliteFailure = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

async function serve(port: NonNullable<typeof parentPort>, data: PgliteWorkerData) {
  const pg = await PGlite.create({
    database: data.database,
    startParams: data.startParams,
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  });
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  const settled = new Map<number, Promise<unknown>>();
  let nextTx = 1;

  const identity = (value: string) => value;
  function begin(id: number) {
    const txId = nextTx++;
    let begun = false;
    const ended = pg.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          begun = true;
          const end = (commit: boolean) => {
            if (commit) resolve();
            else reject(new Rollback('rolled back by the server'));
          };
          open.set(txId, { tx, end });
          port.postMessage({ type: 'done', id, value: txId } satisfies PgliteAnswer);
        }),
    );
    settled.set(txId, ended);
    ended.catch((error: unknown) => {
      if (!begun) port.postMessage({ type: 'failed', id, error: failure(error) });
    });
  }

  async function run(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pg : open.get(request.tx)?.tx;
        if (!target) throw new Error(`transaction ${request.tx} is not open`);
        const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
        return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      }
      case 'end': {
        const entry = open.get(request.tx);
        const ended = settled.get(request.tx);
        if (!entry || !ended) throw new Error(`transaction ${request.tx} is not open`);
        open.delete(request.tx);
        settled.delete(request.tx);
        entry.end(request.commit);
        try {
          await ended;
        } catch (error) {
          if (!(error instanceof Rollback)) throw error;
        }
        return null;
      }
      case 'dump': {
        const blob = await pg.dumpDataDir('none');
        return blob.arrayBuffer();
      }
      case 'close':
        await pg.close();
        return null;
      case 'begin':
        throw new Error('begin is answered from inside its transaction');
    }
  }

  port.on('message', (request: PgliteRequest) => {
    if (request.op === 'begin') {
      begin(request.id);
      return;
    }
    run(request).then(
      (value) => {
        const transfer = value instanceof ArrayBuffer ? [value] : [];
        port.postMessage({ type: 'done', id: request.id, value } satisfies PgliteAnswer, transfer);
      },
      (error: unknown) => {
        port.postMessage({
          type: 'failed',
          id: request.id,
          error: failure(error),
        } satisfies PgliteAnswer);
      },
    );
  });
  port.postMessage({ type: 'ready' } satisfies PgliteAnswer);
}

/**
 * On Linux, this thread's nice value is its own: the database thread yields the CPU to the
 * server's thread when both want it, so a list answered from memory in microseconds does not wait
 * behind a search's milliseconds of WebAssembly for a core (decision 032). Elsewhere it stays as is.
 */
function yieldToTheServer() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, 10);
  } catch {
    // No /proc (not Linux), or not allowed: the thread keeps the process's priority.
  }
}

if (parentPort) {
  const port = parentPort;
  yieldToTheServer();
  serve(port, workerData as PgliteWorkerData).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ type: 'start-failed', message } satisfies PgliteAnswer);
  });
}
