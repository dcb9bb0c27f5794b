import type { Clock } from '#server/lib/clock';
import type { ContestantRating } from '#server/platforms/ranking-source';

/**
 * A contestant's rating changes only when LeetCode rates a contest, days after it: one read serves
 * the weekend's two contests (Saturday's biweekly, Sunday's weekly, 12 h apart) and a contest read
 * again. Kept a day, so a rating LeetCode has since moved is not served for the next weekend.
 */
const KEEP_MS = 24 * 60 * 60_000;
/** Two contests' fields; past it the oldest half goes (a Map iterates in insertion order). */
const MAX_ENTRIES = 60_000;

/** Per instance: a cache lost at restart costs calls, never a wrong rating. */
export function createRatingCache(clock: Clock) {
  const entries = new Map<string, { value: ContestantRating; at: number }>();
  return {
    get(handle: string): ContestantRating | undefined {
      const key = handle.toLowerCase();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (clock.now().getTime() - entry.at < KEEP_MS) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(handle: string, value: ContestantRating) {
      if (entries.size >= MAX_ENTRIES) {
        let drop = MAX_ENTRIES / 2;
        for (const key of entries.keys()) {
          if (drop-- <= 0) break;
          entries.delete(key);
        }
      }
      entries.set(handle.toLowerCase(), { value, at: clock.now().getTime() });
    },
  };
}
