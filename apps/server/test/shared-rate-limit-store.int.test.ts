import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { rateLimitHits } from '#server/db/schema-instances';
import { sharedRateLimitStore } from '#server/services/shared-rate-limit-store';
import { openTestDatabase, testDbKind, type TestDatabase } from './test-database';

// The shared budget store driven straight: two stores on one database are two instances. Their
// flushes run when a test says so (the timer's interval is longer than any test).

const MINUTE = 60_000;
let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.close();
});
beforeEach(async () => {
  await test.reset();
});

function instance(db = test.database.db) {
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
  const rows = await test.database.db.select().from(rateLimitHits);
  return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
}

it('counts hits far from the limit in memory, and adds them to the shared count at the flush', async () => {
  const a = instance();
  const b = instance();
  const counts: number[] = [];
  for (let i = 0; i < 40; i++) counts.push(await a.hit('search:198.51.100.1', 1000));
  // The first hit of a key is counted in the database; the next 39 wait for the flush.
  expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  expect(await storedHits()).toEqual({ 'search:198.51.100.1': 1 });

  await a.flush();
  expect(await storedHits()).toEqual({ 'search:198.51.100.1': 40 });
  // Another instance's first hit of the key is counted on top of all of them.
  expect(await b.hit('search:198.51.100.1', 1000)).toBe(41);
});

it("adds every key's hits in one statement per flush, each to its own count", async () => {
  const a = instance();
  const b = instance();
  const KEYS = 300;
  const keyOf = (i: number) => `read:${i % 2 === 0 ? 'user' : 'address'}:${i}`;
  // Each key's first hit is counted in the database at once; the key's i further hits wait.
  for (let i = 0; i < KEYS; i++) for (let n = 0; n <= i % 5; n++) await a.hit(keyOf(i), 1000);
  // The other instance has counted a third of the keys already: the flush adds to their counts.
  for (let i = 0; i < KEYS; i += 3) await b.hit(keyOf(i), 1000);
  const statements = vi.spyOn(test.database.db, 'execute');
  try {
    await a.flush();
    expect(statements).toHaveBeenCalledTimes(1);
  } finally {
    statements.mockRestore();
  }
  const expected = Object.fromEntries(
    Array.from({ length: KEYS }, (_, i) => [keyOf(i), 1 + (i % 5) + (i % 3 === 0 ? 1 : 0)]),
  );
  expect(await storedHits()).toEqual(expected);
  // What the database answered is what this instance now knows of each key flushed, the other
  // instance's hits included.
  expect(await a.hit(keyOf(3), 1000)).toBe(6);
  expect(await a.hit(keyOf(6), 1000)).toBe(4);
});

// Two batches that share keys, each taking its rows' locks in its own order, would deadlock and
// one flush would be lost: the keys go in sorted. Only a server runs two statements at once.
it.runIf(testDbKind === 'postgres')(
  "flushes two instances' shared keys at the same time, neither losing its hits",
  async () => {
    const KEYS = 400;
    const keys = Array.from({ length: KEYS }, (_, i) => `read:user:${String(i).padStart(3, '0')}`);
    const a = instance();
    const b = instance(test.openAnother().db);
    // Each counts every key twice (the first in the database), in opposite orders.
    for (const key of keys) for (let n = 0; n < 2; n++) await a.hit(key, 1000);
    for (const key of [...keys].reverse()) for (let n = 0; n < 2; n++) await b.hit(key, 1000);
    for (let round = 0; round < 3; round++) {
      for (const key of keys) await a.hit(key, 1000);
      for (const key of [...keys].reverse()) await b.hit(key, 1000);
      await Promise.all([a.flush(), b.flush()]);
    }
    expect(await storedHits()).toEqual(Object.fromEntries(keys.map((key) => [key, 10])));
  },
);

it('near the limit counts every hit in the database, so two instances refuse the budget plus one', async () => {
  const a = instance();
  const b = instance();
  const MAX = 12;
  const counts: number[] = [];
  for (let i = 0; i < 2 * MAX; i++) {
    counts.push(await (i % 2 === 0 ? a : b).hit('write:198.51.100.2', MAX));
  }
  // Nothing flushed: what was let through is what the hits' own answers say.
  const allowed = counts.filter((current) => current <= MAX).length;
  expect(allowed).toBe(MAX);
  await a.flush();
  await b.flush();
  expect((await storedHits())['write:198.51.100.2']).toBe(2 * MAX);
});

it('forgets a key a window after its window ended, so many addresses do not fill the memory', async () => {
  const a = instance();
  for (let i = 0; i < 20; i++) await a.hit(`read:198.51.100.${i}`, 1000, 200);
  // The last key's window has just begun.
  expect(a.keys()).toBeGreaterThan(0);
  await expect.poll(() => a.keys(), { timeout: 5_000 }).toBe(0);
});
