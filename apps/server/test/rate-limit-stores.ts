import { afterAll, beforeAll, beforeEach } from 'vitest';
import { rateLimitHits } from '#server/db/schema-instances';
import { sharedRateLimitStore } from '#server/services/shared-rate-limit-store';
import { openTestDatabase, type TestDatabase } from './test-database';

const MINUTE = 60_000;

/**
 * The shared budget store driven straight, on a database of the file's own emptied before each
 * test: two stores on one database are two instances. Their flushes run when a test says so (the
 * timer's interval is longer than any test).
 */
export function useRateLimitStores() {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });
  beforeEach(async () => {
    await test?.reset();
  });
  const current = () => {
    if (!test) throw new Error('the test database opens in beforeAll');
    return test;
  };
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
  return { instance, storedHits, database: current };
}
