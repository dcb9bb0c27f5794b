import { PAST_TOTAL_CAP, seriesKey } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import type { IndexedContest } from '#server/db/contest-search-repository';
import { buildSearchIndex } from './search-index';

const now = new Date('2026-03-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

function contest(id: string, title: string, startedHoursAgo: number, minutes = 120) {
  const startsAt = hoursAgo(startedHoursAgo);
  return {
    id,
    platform: 'codechef',
    title,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    durationMinutes: minutes,
    seriesKey: seriesKey('codechef', title),
  } satisfies IndexedContest;
}

const base = { now, platforms: [], length: 'any', page: 0, pageSize: 2 } as const;

describe('the search index', () => {
  const index = buildSearchIndex([
    contest('codechef-START1A', 'Starters 1 Division 1', 50),
    contest('codechef-START1B', 'Starters 1 Division 2', 50),
    contest('codechef-START2A', 'Starters 2 Division 1', 26),
    contest('codechef-LONG1', 'Long Challenge 1', 400, 10 * 1440),
    contest('codechef-START3A', 'Starters 3 Division 1', 1),
  ]);

  it('orders matches newest first, and a shared start by id descending, as the database does', () => {
    expect(index.page({ ...base, words: ['starters', '1'], pageSize: 5 }).ids).toEqual([
      'codechef-START2A',
      'codechef-START1B',
      'codechef-START1A',
    ]);
  });

  it('leaves out a contest still running, pages with a true hasMore, and counts every match', () => {
    expect(index.page({ ...base, words: ['starters'] })).toEqual({
      ids: ['codechef-START2A', 'codechef-START1B'],
      hasMore: true,
      total: 3,
      hiddenCount: 0,
    });
    expect(index.page({ ...base, words: ['starters'], page: 1 })).toEqual({
      ids: ['codechef-START1A'],
      hasMore: false,
      total: 3,
      hiddenCount: 0,
    });
  });

  it('starts at the newest match before `before`, counting from there', () => {
    expect(index.page({ ...base, words: ['starters'], before: hoursAgo(26) })).toEqual({
      ids: ['codechef-START1B', 'codechef-START1A'],
      hasMore: false,
      hiddenCount: 0,
      total: 2,
    });
  });

  it('needs every word whole, and filters by length and platform', () => {
    expect(index.page({ ...base, words: ['starter'] }).ids).toEqual([]);
    expect(index.page({ ...base, words: ['codechef', 'challenge'] }).ids).toEqual([
      'codechef-LONG1',
    ]);
    expect(index.page({ ...base, words: ['codechef'], length: 'long' }).ids).toEqual([
      'codechef-LONG1',
    ]);
    expect(index.page({ ...base, words: ['codechef'], platforms: ['leetcode'] }).ids).toEqual([]);
  });

  it("leaves out a viewer's hidden series but for their bookmarks, and counts what it left out", () => {
    const hiding = {
      keys: new Set([seriesKey('codechef', 'Starters 1 Division 1')]),
      bookmarked: new Set(['codechef-START2A']),
    };
    // Every Starters round is one series; the bookmarked one stays.
    expect(index.page({ ...base, words: ['division'], pageSize: 1, hiding })).toEqual({
      ids: ['codechef-START2A'],
      hasMore: false,
      total: 1,
      hiddenCount: 2,
    });
  });

  it('counts no further than the deepest page, as the database does', () => {
    const many = buildSearchIndex(
      Array.from({ length: PAST_TOTAL_CAP + 5 }, (_, i) =>
        contest(`codechef-S${i}`, `Starters ${i}`, 10 + i / 100),
      ),
    );
    expect(many.page({ ...base, words: ['starters'] }).total).toBe(PAST_TOTAL_CAP);
    expect(many.page({ ...base, words: ['starters', '7'] }).total).toBe(1);
  });
});
