import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '#server/lib/logger';
import { SESSION_CLEANUP_INTERVAL_MS, startSessionCleanup } from './session-cleanup';

describe('startSessionCleanup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cleans up at start-up, then every hour, and keeps going after a failure', async () => {
    const run = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(3);
    const warn = vi.fn();
    const cleanup = startSessionCleanup({ run, logger: { ...silentLogger, warn } });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_CLEANUP_INTERVAL_MS - 1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SESSION_CLEANUP_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(3);
    await cleanup.stop();
    await vi.advanceTimersByTimeAsync(3 * SESSION_CLEANUP_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
