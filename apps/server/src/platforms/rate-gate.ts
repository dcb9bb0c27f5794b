import type { Clock, Sleep } from '#server/lib/clock';

/** Spaces calls at least `minIntervalMs` apart (Codeforces allows one call per 2 seconds). */
export function createRateGate(minIntervalMs: number, clock: Clock, sleep: Sleep) {
  let nextAllowedAt = 0;
  let queue: Promise<void> = Promise.resolve();
  return (signal: AbortSignal): Promise<void> => {
    const turn = queue.then(async () => {
      const waitMs = nextAllowedAt - clock.now().getTime();
      if (waitMs > 0) await sleep(waitMs, signal);
      nextAllowedAt = clock.now().getTime() + minIntervalMs;
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}
