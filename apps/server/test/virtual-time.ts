import { fixedClock, type Sleep } from '#server/lib/clock';

/**
 * A pinned clock whose sleeps advance it instead of waiting: retries and rate limits run
 * instantly, yet every request still happens at the instant the real schedule would give.
 */
export function virtualTime(start: string | Date) {
  const clock = fixedClock(start);
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    if (signal?.aborted) throw signal.reason;
    sleeps.push(ms);
    clock.set(new Date(clock.now().getTime() + ms));
    await Promise.resolve();
  };
  return { clock, sleep, sleeps };
}
