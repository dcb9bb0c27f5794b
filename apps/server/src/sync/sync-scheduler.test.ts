import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '#server/lib/logger';
import type { SyncReport } from './sync-runner';
import { startSyncScheduler } from './sync-scheduler';

const done: SyncReport = { ran: true, results: [], changed: false };

describe('startSyncScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('syncs at once, then every interval after the previous run ends', async () => {
    const run = vi.fn<(signal: AbortSignal) => Promise<SyncReport>>(() => Promise.resolve(done));
    const scheduler = startSyncScheduler({ intervalMinutes: 30, run, logger: silentLogger });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(run).toHaveBeenCalledTimes(3);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never overlaps runs and keeps going after one crashes', async () => {
    let finish: (report: SyncReport) => void = () => undefined;
    const run = vi
      .fn<(signal: AbortSignal) => Promise<SyncReport>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockImplementationOnce(() => Promise.reject(new Error('boom')))
      .mockImplementation(() => Promise.resolve(done));
    const scheduler = startSyncScheduler({ intervalMinutes: 1, run, logger: silentLogger });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish(done);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });

  it('aborts the running sync when stopped', async () => {
    let seen: AbortSignal | undefined;
    const run = vi.fn(
      (signal: AbortSignal) =>
        new Promise<SyncReport>((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => {
            reject(new Error('aborted'));
          });
        }),
    );
    const scheduler = startSyncScheduler({ intervalMinutes: 30, run, logger: silentLogger });
    await scheduler.stop();
    expect(seen?.aborted).toBe(true);
  });
});
