import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger, type Logger } from '#server/lib/logger';
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
    const scheduler = startSyncScheduler({
      name: 'sync',
      intervalMinutes: 30,
      run,
      logger: silentLogger,
    });
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
    const scheduler = startSyncScheduler({
      name: 'sync',
      intervalMinutes: 1,
      run,
      logger: silentLogger,
    });
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
    const scheduler = startSyncScheduler({
      name: 'sync',
      intervalMinutes: 30,
      run,
      logger: silentLogger,
    });
    await scheduler.stop();
    expect(seen?.aborted).toBe(true);
  });

  it('logs a failing job under its own name, never as a sync', async () => {
    const { logger, lines } = recordingLogger();
    const run = vi.fn(() => Promise.reject(new Error('database away')));
    const scheduler = startSyncScheduler({ name: 'reminders', intervalMinutes: 1, run, logger });
    await vi.advanceTimersByTimeAsync(60_000);
    await scheduler.stop();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'error', job: 'reminders', msg: 'reminders failed' });
    }
    expect(JSON.stringify(lines)).not.toMatch(/sync/);
  });

  it('backs off a job failing in a row, doubling to the cap, and logs the streak once', async () => {
    const { logger, lines } = recordingLogger();
    let failing = true;
    const run = vi.fn(() =>
      failing ? Promise.reject(new Error('Telegram unreachable')) : Promise.resolve(done),
    );
    const scheduler = startSyncScheduler({
      name: 'telegram-poll',
      intervalMinutes: 1 / 60,
      backoff: { firstMs: 3_000, maxMs: 60_000 },
      run,
      logger,
    });
    expect(run).toHaveBeenCalledTimes(1);
    // Tried again 3, 6, 12, 24 and 48 s apart, then 60 s apart (the cap), never once a second.
    const seenAt: number[] = [];
    for (let second = 1; second <= 213; second += 1) {
      const before = run.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1_000);
      if (run.mock.calls.length > before) seenAt.push(second);
    }
    expect(seenAt).toEqual([3, 9, 21, 45, 93, 153, 213]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', job: 'telegram-poll', retryInMs: 3_000 }),
    ]);
    failing = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines[1]).toMatchObject({ level: 'info', job: 'telegram-poll', failures: 8 });
    // Back to the interval once it works again.
    const calls = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.mock.calls.length).toBe(calls + 1);
    await scheduler.stop();
  });
});

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const record =
    (level: string) =>
    (obj: object, msg?: string): void =>
      void lines.push({ level, ...obj, msg });
  const logger: Logger = { info: record('info'), warn: record('warn'), error: record('error') };
  return { logger, lines };
}
