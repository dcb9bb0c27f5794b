import { expect, it } from 'vitest';
import { useRateLimitStores } from './rate-limit-stores';

const { instance, storedHits, database } = useRateLimitStores();

// Two batches that share keys, each taking its rows' locks in its own order, would deadlock and
// one flush would be lost: the keys go in sorted. Only a server runs two statements at once.
it("flushes two instances' shared keys at the same time, neither losing its hits", async () => {
  const KEYS = 400;
  const keys = Array.from({ length: KEYS }, (_, i) => `read:user:${String(i).padStart(3, '0')}`);
  const a = instance();
  const b = instance(database().openAnother().db);
  // Each counts every key twice (the first in the database), in opposite orders.
  for (const key of keys) for (let n = 0; n < 2; n++) await a.hit(key, 1000);
  for (const key of [...keys].reverse()) for (let n = 0; n < 2; n++) await b.hit(key, 1000);
  for (let round = 0; round < 3; round++) {
    for (const key of keys) await a.hit(key, 1000);
    for (const key of [...keys].reverse()) await b.hit(key, 1000);
    await Promise.all([a.flush(), b.flush()]);
  }
  expect(await storedHits()).toEqual(Object.fromEntries(keys.map((key) => [key, 10])));
});
