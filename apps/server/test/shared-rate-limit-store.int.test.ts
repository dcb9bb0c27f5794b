import { expect, it, vi } from 'vitest';
import { useRateLimitStores } from './rate-limit-stores';

// The shared budget store on either database (two instances flushing at once: the PostgreSQL
// file shared-rate-limit-flush.postgres.int.test.ts).

const { instance, storedHits, database } = useRateLimitStores();

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
  const statements = vi.spyOn(database().database.db, 'execute');
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
