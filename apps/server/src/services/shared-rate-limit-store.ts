import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '#server/db/database';
import { countHits, countHitsOfKeys } from '#server/db/rate-limit-repository';

/** How often the hits counted here alone are added to the shared counters. */
const FLUSH_INTERVAL_MS = 200;
/**
 * The part of a budget an instance may count in its own memory before it asks the database each
 * time: far from the limit no answer depends on the other instances' counts, near it every one
 * does. N instances may let through N quarters before their next flush, so with up to four
 * instances nothing is let through beyond the budget, and with more, at most what one flush
 * interval holds.
 */
const LOCAL_SHARE = 4;

interface Counter {
  windowMs: number;
  /** When the shared window ends, as this instance's clock reads it. */
  endsAt: number;
  /** The shared count as the database last answered it (this instance's flushed hits included). */
  known: number;
  /** Hits counted here and not yet in the database. */
  pending: number;
}

/**
 * A store for `@fastify/rate-limit` whose counters every instance shares (the `rate_limit_hits`
 * table), so N instances behind one proxy allow a client one budget, not N (issue 51). A hit far
 * from the limit is counted in memory and added to the table within `FLUSH_INTERVAL_MS`, with the
 * other hits of every key, in one statement: a statement per request cost budgeted routes two
 * thirds of their throughput. Near the limit each hit is counted in the database at once, so a refusal is
 * decided on every instance's count. The plugin makes the store with `new`, and a child per
 * counter; the counters' keys name their budget, and all of them share one memory.
 */
export function sharedRateLimitStore(
  db: Db,
  { flushIntervalMs = FLUSH_INTERVAL_MS, now = Date.now } = {},
): FastifyRateLimitStoreCtor & { flush(): Promise<void>; readonly keys: number } {
  const counters = new Map<string, Counter>();
  let timer: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const answer = (counter: Counter) => ({
    current: counter.known + counter.pending,
    ttl: Math.max(0, counter.endsAt - now()),
  });

  /** Adds `hits` to the shared count; what the database answers becomes what is known here. */
  async function add(key: string, counter: Counter, hits: number) {
    const shared = await countHits(db, key, counter.windowMs, hits);
    counter.known = shared.current;
    counter.endsAt = now() + shared.ttl;
  }

  /**
   * Every key's hits counted here since the last flush go in together, in one statement: with a
   * budget per user and per address, a statement per key cost about one for every ten requests
   * (decision 064).
   */
  async function flushAll() {
    timer = undefined;
    const at = now();
    const batch: { key: string; counter: Counter; hits: number }[] = [];
    for (const [key, counter] of counters) {
      if (counter.pending === 0) {
        if (counter.endsAt <= at) counters.delete(key);
        continue;
      }
      batch.push({ key, counter, hits: counter.pending });
      counter.pending = 0;
    }
    if (batch.length === 0) return;
    try {
      const counted = await countHitsOfKeys(
        db,
        batch.map(({ key, counter, hits }) => ({ key, windowMs: counter.windowMs, hits })),
      );
      for (const { key, counter } of batch) {
        const shared = counted.get(key);
        if (!shared) continue;
        counter.known = shared.current;
        counter.endsAt = now() + shared.ttl;
      }
    } catch {
      // Tried again at the next flush; the requests that counted them have had their answers.
      for (const { counter, hits } of batch) counter.pending += hits;
      schedule();
    }
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      flushing = flushing.then(flushAll);
    }, flushIntervalMs);
    // Hits not yet flushed when the process ends are lost: a client gains that much budget.
    timer.unref();
  }

  /** Forgets keys whose window has ended, a window after the first of them was counted. */
  function sweepLater(windowMs: number) {
    if (sweeper) return;
    sweeper = setTimeout(() => {
      sweeper = undefined;
      const at = now();
      for (const [key, counter] of counters) {
        if (counter.endsAt <= at && counter.pending === 0) counters.delete(key);
      }
      if (counters.size > 0) sweepLater(windowMs);
    }, windowMs);
    sweeper.unref();
  }

  class SharedStore implements FastifyRateLimitStore {
    /** How many keys this instance holds in memory. */
    static get keys(): number {
      return counters.size;
    }

    static flush(): Promise<void> {
      clearTimeout(timer);
      flushing = flushing.then(flushAll);
      return flushing;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const counter = counters.get(key);
      if (
        counter &&
        counter.endsAt > now() &&
        counter.known + counter.pending + 1 <= Math.floor(max / LOCAL_SHARE)
      ) {
        counter.pending += 1;
        schedule();
        callback(null, answer(counter));
        return;
      }
      // A new key, a window ended, or the limit near: this hit and those waiting go in now.
      const fresh: Counter =
        counter && counter.endsAt > now()
          ? counter
          : { windowMs: timeWindow, endsAt: now() + timeWindow, known: 0, pending: 0 };
      counters.set(key, fresh);
      sweepLater(timeWindow);
      const hits = fresh.pending + 1;
      fresh.pending = 0;
      add(key, fresh, hits).then(
        () => {
          callback(null, answer(fresh));
        },
        (error: unknown) => {
          fresh.pending += hits - 1;
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return new SharedStore();
    }
  }
  return SharedStore;
}
