import { rateLimitHits } from '#server/db/schema-instances';
import { sharedRateLimitStore } from '#server/services/shared-rate-limit-store';
import type { TestDatabase } from './test-database';

const MINUTE = 60_000;

/**
 * The shared budget store driven straight: two stores on one database are two instances. Their
 * flushes run when a test says so (the timer's interval is longer than any test).
 */
export function rateLimitStores(current: () => TestDatabase) {
  function instance(db = current().database.db) {
    const Store = sharedRateLimitStore(db, { flushIntervalMs: 10 * MINUTE });
    const store = new Store({});
    const hit = (key: string, max: number, windowMs = MINUTE) =>
      new Promise<number>((resolve, reject) => {
        store.incr(
          key,
          (error, result) => {
            if (error || !result) reject(error ?? new Error('no result'));
            else resolve(result.current);
          },
          windowMs,
          max,
        );
      });
    return { hit, flush: () => Store.flush(), keys: () => Store.keys };
  }

  async function storedHits() {
    const rows = await current().database.db.select().from(rateLimitHits);
    return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
  }
  return { instance, storedHits };
}
