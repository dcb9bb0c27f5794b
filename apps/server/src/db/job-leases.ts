import type { Db } from './database';
import { finishJobLease, lastJobRuns, renewJobLease, takeJobLease } from './job-leases-repository';

/** The jobs' leases (`jobs/job-leases.ts`) held in the database as `holder`. */
export function jobLeases(db: Db, holder: string, holdMs: number) {
  return {
    holder,
    holdMs,
    take: (name: string) => takeJobLease(db, name, holder, holdMs),
    renew: (name: string) => renewJobLease(db, name, holder, holdMs),
    finish: (name: string, keepMs: number, ran: boolean) =>
      finishJobLease(db, name, holder, keepMs, ran),
    lastRuns: () => lastJobRuns(db),
  };
}
