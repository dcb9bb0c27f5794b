import { describe, expect, it } from 'vitest';
import { fixedClock, type Sleep } from '#server/lib/clock';
import { asCallSource, type CallSource } from './call-source';
import { createRateGate } from './rate-gate';
import { UpstreamError } from './upstream-error';

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

  it('waits until it claims the shared slot instead of keeping its own spacing', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    // Other instances hold the slot twice (the first call tries again after 700 ms, then 2 050).
    const answers = [700, 2_050, 0, 0, 0];
    const gate = createRateGate(2_000, clock, sleep, Number.POSITIVE_INFINITY, () =>
      Promise.resolve(answers.shift() ?? 0),
    );
    await Promise.all([1, 2, 3].map(() => gate(signal())));
    expect(sleeps).toEqual([700, 2_050]);
    expect(answers).toEqual([]);
  });

  it('keeps its own spacing while the shared slots cannot be asked', async () => {
    const { clock, sleeps, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep, Number.POSITIVE_INFINITY, () =>
      Promise.reject(new Error('database away')),
    );
    await Promise.all([1, 2, 3].map(() => gate(signal())));
    expect(sleeps).toEqual([2_000, 2_000]);
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

  it('lets the sync go before waiting users, and users before background reads', async () => {
    const { clock, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep);
    const order: string[] = [];
    const call = (source: CallSource, name: string) =>
      asCallSource(source, () => gate(signal())).then(() => order.push(name));
    // The first call holds the gate; the rest queue, the sync last of all.
    await Promise.all([
      call('user', 'first'),
      call('background', 'refresh'),
      call('user', 'user-1'),
      call('user', 'user-2'),
      call('sync', 'contest list'),
    ]);
    expect(order).toEqual(['first', 'contest list', 'user-1', 'user-2', 'refresh']);
  });

  it("refuses users' calls beyond the cap at once, saying how long the queue is", async () => {
    const { clock, sleep } = fakeTime();
    const gate = createRateGate(2_000, clock, sleep, 2);
    const asUser = () => asCallSource('user', () => gate(signal()));
    const queued = [asUser(), asUser(), asUser()];
    const refused = await asUser().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused).toMatchObject({ kind: 'busy', retryable: false, retryAfterSeconds: 6 });
    // The sync is never refused, and the queue drains.
    await Promise.all([...queued, gate(signal())]);
  });
});
