import type { PastQuery } from '@contest-tracker/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upsertContests } from '#server/db/contests-repository';
import { contests as contestsTable } from '#server/db/schema';
import { fixedClock } from '#server/lib/clock';
import { createContestLists, readPastAnswer } from '#server/services/contest-lists';
import { createPastPages } from '#server/services/past-pages';
import { openTestDatabase, type TestDatabase } from './test-database';

// A past list's total ('2,214 past contests') belongs to its filter: counted once, not for every
// page of it (a count reads up to 10,001 rows, a page 13), and counted again when the list
// changes: a write, or a contest ending (decision 072).

const START = new Date('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
let test: TestDatabase;

const page = (n: number): PastQuery => ({ platforms: [], length: 'any', page: n, pageSize: 2 });

beforeAll(async () => {
  test = await openTestDatabase();
  const { db } = test.database;
  await db.delete(contestsTable);
  // Five finished rounds, and one that ends an hour after START.
  await upsertContests(
    db,
    Array.from({ length: 6 }, (_, i) => ({
      platform: 'codeforces' as const,
      externalId: String(100 + i),
      title: `Codeforces Round ${100 + i}`,
      url: 'https://codeforces.com/contest/100',
      startsAt: new Date(i === 5 ? START.getTime() - HOUR : START.getTime() - (5 - i) * 24 * HOUR),
      durationMinutes: 120,
    })),
  );
});
afterAll(async () => {
  await test.close();
});

describe('the past list total', () => {
  it('is counted once for the pages of one filter, and again when a contest ends', async () => {
    const { db } = test.database;
    const clock = fixedClock(START);
    const lists = createContestLists({ db, clock });
    // The first page also learns when the list next changes: the two pages after it compare.
    expect(readPastAnswer(await lists.past(page(0))).total).toBe(5);
    const selects = vi.spyOn(db, 'select');
    try {
      const second = readPastAnswer(await lists.past(page(1)));
      const sameFilter = selects.mock.calls.length;
      selects.mockClear();
      const otherFilter = readPastAnswer(
        await lists.past({ ...page(0), platforms: ['codeforces'] }),
      );
      expect([second.total, otherFilter.total]).toEqual([5, 5]);
      // The second page reads its rows alone, its total kept from the first; a new filter counts.
      expect(sameFilter).toBeLessThan(selects.mock.calls.length);

      // The sixth round ends: the list's moment passes, and its total follows.
      clock.set(new Date(START.getTime() + 2 * HOUR));
      expect(readPastAnswer(await lists.past(page(2))).total).toBe(6);
    } finally {
      selects.mockRestore();
    }
  });

  it('is counted again after a write', async () => {
    const { db } = test.database;
    const pages = createPastPages({ db, searchFromMemory: false });
    expect((await pages.page(START, page(0))).total).toBe(5);
    await upsertContests(db, [
      {
        platform: 'atcoder',
        externalId: 'abc400',
        title: 'AtCoder Beginner Contest 400',
        url: 'https://atcoder.jp/contests/abc400',
        startsAt: new Date(START.getTime() - 10 * 24 * HOUR),
        durationMinutes: 100,
      },
    ]);
    pages.invalidate();
    expect((await pages.page(START, page(1))).total).toBe(6);
    await db.delete(contestsTable).where(eq(contestsTable.externalId, 'abc400'));
  });
});
