import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '#server/lib/clock';
import { silentLogger } from '#server/lib/logger';
import type { JobLeases, LastRun } from './job-leases';
import { createJobs } from './jobs';

const MINUTE = 60_000;

/** The `job_leases` table in memory, on the fake timers' clock: one per test, shared by "instances". */
function leaseTable() {
  const rows = new Map<string, { holder: string; until: number }>();
  const lastRuns = new Map<string, LastRun>();
  return (holder: string, holdMs = 30_000): JobLeases => ({
    holder,
    holdMs,
    take: (name) => {
      const row = rows.get(name);
      if (row && row.until > Date.now()) {
        return Promise.resolve({
          taken: false,
          holder: row.holder,
          freeInMs: row.until - Date.now(),
        });
      }
      rows.set(name, { holder, until: Date.now() + holdMs });
      return Promise.resolve({ taken: true });
    },
    renew: (name) => {
      const row = rows.get(name);
      if (row?.holder !== holder) return Promise.resolve(false);
      row.until = Date.now() + holdMs;
      return Promise.resolve(true);
    },
    finish: (name, keepMs, ran) => {
      const row = rows.get(name);
      if (row?.holder === holder) row.until = Date.now() + keepMs;
      if (ran) lastRuns.set(name, { by: holder, at: new Date() });
      return Promise.resolve();
    },
    lastRuns: () => Promise.resolve(new Map(lastRuns)),
  });
}

const instance = (leases: JobLeases) =>
  createJobs({ clock: systemClock, logger: () => silentLogger, random: () => 0.5, leases });

describe('jobs under leases', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a timed job once per interval across three instances, and names who ran it', async () => {
    const table = leaseTable();
    const runs: string[] = [];
    const all = ['one', 'two', 'three'].map((name) => {
      const jobs = instance(table(name));
      jobs.every('sync', 30 * MINUTE, () => Promise.resolve(runs.push(name)), { lease: true });
      return jobs;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['one']);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    // Every 27 minutes (the interval less its jitter), not three times per 30.
    expect(runs).toHaveLength(5);
    const [status] = (await all[1]?.status()) ?? [];
    expect(status).toMatchObject({ name: 'sync', lastRunBy: runs.at(-1) });
    await Promise.all(all.map((jobs) => jobs.stop()));
  });

  it('lets another instance take over once a dead holder stops renewing', async () => {
    const table = leaseTable();
    const ran: string[] = [];
    // A killed process neither finishes nor renews: its run hangs and its renewals do nothing.
    const deadLeases = { ...table('dead', 10_000), renew: () => Promise.resolve(false) };
    const dead = instance(deadLeases);
    dead.every('youtube-sync', 30 * MINUTE, () => new Promise<never>(() => undefined), {
      lease: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    const alive = instance(table('alive', 10_000));
    alive.every('youtube-sync', 30 * MINUTE, () => Promise.resolve(ran.push('alive')), {
      lease: true,
    });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(ran).toEqual([]);
    // The lease frees 10 s after it was taken: the other instance runs the job then, not 30 min on.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ran).toEqual(['alive']);
    expect((await alive.status())[0]).toMatchObject({ lastRunBy: 'alive' });
    await alive.stop();
  });
});
