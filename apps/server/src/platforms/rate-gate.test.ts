import { describe, expect, it } from 'vitest';
import { fixedClock, type Sleep } from '#server/lib/clock';
import { createRateGate } from './rate-gate';

/** A clock that only moves when the gate sleeps, and the sleeps it asked for. */
function fakeTime(start = '2024-02-17T13:34:12.000Z') {
  const clock = fixedClock(start);
  const sleeps: number[] = [];
  const sleep: Sleep = (ms, signal) => {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    sleeps.push(ms);
    clock.set(new Date(clock.now().getTime() + ms));
    return Promise.resolve();
  };
  return { clock, sleeps, sleep };
}

const signal = () => new AbortController().signal;

describe('createRateGate', () => {
  it('lets the first call through at once', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    await createRateGate(2_000, clock, sleep)(signal());
    expect(sleeps).toEqual([]);
  });

  it('spaces concurrent calls at least the interval apart', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep);
    const passedAt: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map(() => gate(signal()).then(() => passedAt.push(clock.now().getTime()))),
    );
    expect(sleeps).toEqual([2_000, 2_000, 2_000]);
    for (let i = 1; i < passedAt.length; i++) {
      expect((passedAt[i] ?? 0) - (passedAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(2_000);
    }
  });

  it('waits only for what is left of the interval', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep);
    await gate(signal());
    clock.set('2024-02-17T13:34:13.500Z');
    await gate(signal());
    expect(sleeps).toEqual([500]);
  });

  it('does not wait once the interval has passed', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep);
    await gate(signal());
    clock.set('2024-02-17T13:34:14.000Z');
    await gate(signal());
    expect(sleeps).toEqual([]);
  });

  it('an aborted wait fails that caller only and does not block the next one', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep);
    await gate(signal());
    const aborted = new AbortController();
    aborted.abort(new Error('stopped'));
    await expect(gate(aborted.signal)).rejects.toThrow('stopped');
    await gate(signal());
    expect(sleeps).toEqual([2_000]);
  });
});
