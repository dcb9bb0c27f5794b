import type { JobStatus } from '@contest-tracker/contract';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import { errorCategory } from './error-category';
import {
  heldFor,
  underLease,
  type HeldElsewhere,
  type JobLeases,
  type LastRun,
} from './job-leases';
import { nextDelayMs, startJobLoop, type LoopTiming, type Random } from './job-loop';

export type JobRun<T> = (signal: AbortSignal) => Promise<T>;

export interface EveryOptions {
  /** Each wait is interval × (1 ± jitter); 0.1 unless said otherwise. */
  jitter?: number;
  backoff?: LoopTiming['backoff'];
  /** Waited for before the first run (the YouTube source waits for the first contest sync). */
  after?: Promise<unknown>;
  /** Run under the job's lease (with `leases`): one instance at a time, once per interval. */
  lease?: boolean;
}

/** A small wait after a lease frees, so the holder's own next claim is not raced to the instant. */
const AFTER_LEASE_MS = 50;

const DEFAULT_JITTER = 0.1;

interface JobRecord {
  name: string;
  everyMs: number | null;
  running: number;
  failuresInRow: number;
  lastRunAt: Date | null;
  lastOutcome: JobStatus['lastOutcome'];
  lastErrorAt: Date | null;
  lastError: string | null;
}

/** A run that answered `{ ran: false, reason }` did nothing: another instance held the work. */
function skipReason(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  if (!('ran' in result) || result.ran !== false || !('reason' in result)) return undefined;
  return typeof result.reason === 'string' ? result.reason : undefined;
}

/**
 * The server's background jobs, each by name: timed ones (`every`), and runs something else
 * starts (`run`, `start`: the handles read after a sync, the upsolve read after a link). A failed
 * run is logged as `{ job: name, err }` through the app's logger (whose one redaction removes
 * credentials) and kept for /api/status as a category; the job keeps its schedule. `stop` aborts
 * every run and waits until each has finished, so nothing writes to a database being closed.
 */
export function createJobs(options: {
  clock: Clock;
  /** The app's logger, read when a job logs (the jobs are made before the app that logs). */
  logger: () => Logger;
  random?: Random;
  /** Leases shared with the other instances (`job_leases`); without, every job runs here alone. */
  leases?: JobLeases;
}) {
  const { clock, leases } = options;
  const random = options.random ?? Math.random;
  const controller = new AbortController();
  const records = new Map<string, JobRecord>();
  const loops: { done: () => Promise<void> }[] = [];
  const inFlight = new Set<Promise<unknown>>();

  const recordOf = (name: string, everyMs: number | null = null): JobRecord => {
    let record = records.get(name);
    if (!record) {
      record = {
        name,
        everyMs,
        running: 0,
        failuresInRow: 0,
        lastRunAt: null,
        lastOutcome: null,
        lastErrorAt: null,
        lastError: null,
      };
      records.set(name, record);
    }
    return record;
  };

  /** One run, kept in the job's record; its result or error is passed on. */
  const recorded = async <T>(record: JobRecord, run: JobRun<T>, signal: AbortSignal) => {
    const startedAt = clock.now();
    record.running += 1;
    try {
      const result = await run(signal);
      record.lastOutcome = skipReason(result) === undefined ? 'succeeded' : 'skipped';
      return result;
    } catch (error) {
      // Shutdown's abort is no failure of the job.
      if (!signal.aborted) {
        record.lastOutcome = 'failed';
        record.lastErrorAt = clock.now();
        record.lastError = errorCategory(error);
      }
      throw error;
    } finally {
      record.running -= 1;
      record.lastRunAt = startedAt;
    }
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  /** A run whose failure is logged and answered as undefined; `backoff` makes the streak quiet. */
  const loggedRun = async <T>(
    record: JobRecord,
    run: JobRun<T>,
    signal: AbortSignal,
    timing?: LoopTiming,
  ): Promise<{ ok: boolean; result?: T }> => {
    const { name } = record;
    const log = options.logger();
    try {
      const result = await recorded(record, run, signal);
      if (timing?.backoff && record.failuresInRow > 0) {
        const failures = record.failuresInRow;
        log.info({ job: name, failures }, `${name} recovered after ${failures} failures in a row`);
      }
      record.failuresInRow = 0;
      const skipped = skipReason(result);
      if (skipped !== undefined) log.info({ job: name, reason: skipped }, `${name} skipped`);
      return { ok: true, result };
    } catch (error) {
      if (signal.aborted) return { ok: true };
      record.failuresInRow += 1;
      const backoff = timing?.backoff;
      if (!backoff) {
        log.error({ job: name, err: error }, `${name} failed`);
      } else if (record.failuresInRow === 1) {
        const retryInMs = nextDelayMs(timing, 1, random);
        log.error(
          { job: name, err: error, retryInMs },
          `${name} failed; retrying with backoff (up to ${backoff.maxMs / 1000} s apart), quiet until it recovers`,
        );
      }
      return { ok: false };
    }
  };

  return {
    /**
     * Runs `run` now (or once `after` settles), then `intervalMs` (± jitter) after each run ends;
     * runs never overlap. `intervalMs` 0 lists the job without a timer on this instance.
     */
    every<T>(name: string, intervalMs: number, run: JobRun<T>, every: EveryOptions = {}): void {
      const record = recordOf(name, intervalMs > 0 ? intervalMs : null);
      if (intervalMs <= 0) return;
      const timing: LoopTiming = {
        intervalMs,
        jitter: every.jitter ?? DEFAULT_JITTER,
        backoff: every.backoff,
      };
      // The lease is kept until the earliest the next run may start on any instance.
      const keepMs = Math.round(intervalMs * (1 - timing.jitter));
      const leased = every.lease && leases ? underLease(leases, name, keepMs, run) : run;
      loops.push(
        startJobLoop({
          timing,
          random,
          signal: controller.signal,
          after: every.after,
          tick: async () => {
            const { ok, result } = await loggedRun(record, leased, controller.signal, timing);
            const freeInMs = heldFor(result);
            return freeInMs === undefined ? ok : Math.min(freeInMs + AFTER_LEASE_MS, intervalMs);
          },
        }),
      );
    },

    /** Lists a job that no timer starts here (its runs come from `run` and `start`). */
    onDemand(name: string): void {
      recordOf(name);
    },

    /**
     * One run now, awaited by the caller and by `stop`; a failure is logged and answers undefined.
     * `lease`: under the job's lease, freed when it ends (or skipped if another instance holds it).
     */
    async run<T>(
      name: string,
      run: JobRun<T>,
      signal?: AbortSignal,
      lease = false,
    ): Promise<T | HeldElsewhere | undefined> {
      const both = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
      const leased = lease && leases ? underLease(leases, name, 0, run) : run;
      return (await track(loggedRun(recordOf(name), leased, both))).result;
    },

    /** One run now that nobody waits for but `stop` (work a request starts and answers before). */
    start(name: string, run: JobRun<unknown>): void {
      void track(loggedRun(recordOf(name), run, controller.signal));
    },

    /** Each job as this instance knows it, and who ran it last on any instance (its lease). */
    async status(): Promise<JobStatus[]> {
      const lastRuns = leases ? await leases.lastRuns() : new Map<string, LastRun>();
      return [...records.values()].map((record) => ({
        name: record.name,
        everySeconds: record.everyMs === null ? null : record.everyMs / 1000,
        running: record.running > 0,
        lastRunAt: record.lastRunAt?.toISOString() ?? null,
        lastOutcome: record.lastOutcome,
        lastErrorAt: record.lastErrorAt?.toISOString() ?? null,
        lastError: record.lastError,
        lastRunBy: lastRuns.get(record.name)?.by ?? null,
        lastRunByAt: lastRuns.get(record.name)?.at.toISOString() ?? null,
      }));
    },

    /** Settles once no run started by `run` or `start` is in progress (tests wait on it). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    async stop(): Promise<void> {
      controller.abort(new Error('server shutting down'));
      await Promise.all(loops.map((loop) => loop.done()));
      await this.idle();
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
