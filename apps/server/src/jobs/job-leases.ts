import type { JobRun } from './jobs';

/** Who ran a leased job last, on any instance. */
export interface LastRun {
  by: string;
  at: Date;
}

/**
 * The `job_leases` table as the jobs see it (`db/job-leases-repository.ts`): one instance holds a
 * job's lease while it runs it, renewing it; a holder that dies stops renewing, and the lease
 * frees `holdMs` after its last renewal.
 */
export interface JobLeases {
  /** This instance's name (INSTANCE_NAME), as /api/status shows it. */
  holder: string;
  holdMs: number;
  take(name: string): Promise<{ taken: true } | { taken: false; holder: string; freeInMs: number }>;
  renew(name: string): Promise<boolean>;
  finish(name: string, keepMs: number, ran: boolean): Promise<void>;
  lastRuns(): Promise<Map<string, LastRun>>;
}

/** What a run answers when another instance holds the lease: a skip (see `skipReason`). */
export interface HeldElsewhere {
  ran: false;
  reason: string;
  /** When the lease frees: the loop tries again then, not a whole interval later. */
  freeInMs: number;
}

/**
 * `run` under the job's lease: taken first (or the run is skipped, naming the holder), renewed a
 * third of its hold at a time while it runs, then kept `keepMs` (the next timed run's wait, so
 * N instances run the job once per interval) or freed at once after a failure.
 */
export function underLease<T>(
  leases: JobLeases,
  name: string,
  keepMs: number,
  run: JobRun<T>,
): JobRun<T | HeldElsewhere> {
  return async (signal) => {
    const lease = await leases.take(name);
    if (!lease.taken) {
      return { ran: false, reason: `${lease.holder} holds its lease`, freeInMs: lease.freeInMs };
    }
    const renewal = setInterval(() => {
      // A missed renewal is retried at the next; the lease outlives two of them.
      leases.renew(name).catch(() => undefined);
    }, leases.holdMs / 3);
    try {
      const result = await run(signal);
      // A run that did nothing (the sync's own lock held elsewhere) is no run of ours.
      if (didNothing(result)) await leases.finish(name, 0, false);
      else await leases.finish(name, keepMs, true);
      return result;
    } catch (error) {
      await leases.finish(name, 0, false).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
    }
  };
}

function didNothing(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'ran' in result && result.ran === false;
}

/** The wait until a lease held elsewhere frees, if that is what `result` says. */
export function heldFor(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('freeInMs' in result)) return undefined;
  return typeof result.freeInMs === 'number' ? result.freeInMs : undefined;
}
