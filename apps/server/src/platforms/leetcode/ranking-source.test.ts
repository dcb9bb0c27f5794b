import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { UpstreamError } from '#server/platforms/upstream-error';
import { upstreamFixture } from '../../../test/upstream-stub';
import { readContestantRating, readRankingPage } from './ranking-source';
import { createRatingCache } from './rating-cache';

// Both fixtures are reconstructed (PROVENANCE L): no recorded answer of either API was found.
const pages = JSON.parse(
  upstreamFixture(
    'leetcode',
    'contest_api_ranking__RECONSTRUCTED__weekly-contest-479__2-pages.json',
  ),
) as unknown[];
const ratings = JSON.parse(
  upstreamFixture(
    'leetcode',
    'graphql_userContestRanking__RECONSTRUCTED__weekly-contest-479-field.json',
  ),
) as Record<string, unknown>;

describe('readRankingPage', () => {
  it('reads the page count from user_num and each row by user_slug and rank', () => {
    const first = readRankingPage(pages[0]);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(25);
    // `username` may differ from the slug GraphQL takes (row 4: 'Xiaoming88').
    expect(first.rows[3]).toEqual({ handle: 'xiaoming88', rank: 4 });
    expect(first.rows.find((row) => row.handle === 'suryansh0363')).toEqual({
      handle: 'suryansh0363',
      rank: 14,
    });
  });

  it("leaves out a score of 0 (not rated) and leetcode.cn's region (rated there)", () => {
    const last = readRankingPage(pages[1]);
    expect(last.rows.map((row) => row.handle)).toEqual(['zoe_codes', 'arjun_v', 'late_joiner']);
  });

  it('drops a malformed row, not the page; refuses a page of another shape', () => {
    const page = pages[0] as { total_rank: unknown[] };
    const broken = { ...page, total_rank: [{ rank: 'first' }, ...page.total_rank] };
    expect(readRankingPage(broken).rows).toHaveLength(25);
    expect(() => readRankingPage({ total_rank: [] })).toThrow(UpstreamError);
  });
});

describe('readContestantRating', () => {
  it('reads rating and attended count; a user never rated starts at 1500 with none', () => {
    expect(readContestantRating(ratings.suryansh0363)).toEqual({ rating: 1424.607, attended: 12 });
    expect(readContestantRating(ratings.late_joiner)).toEqual({ rating: 1500, attended: 0 });
    expect(() => readContestantRating({ data: {} })).toThrow(UpstreamError);
  });
});

describe('createRatingCache', () => {
  it('serves a rating for a day, by handle in any case', () => {
    const clock = fixedClock('2025-12-07T04:00:00Z');
    const cache = createRatingCache(clock);
    cache.set('Suryansh0363', { rating: 1424.607, attended: 12 });
    clock.set('2025-12-08T03:59:59Z');
    expect(cache.get('suryansh0363')).toEqual({ rating: 1424.607, attended: 12 });
    clock.set('2025-12-08T04:00:00Z');
    expect(cache.get('suryansh0363')).toBeUndefined();
  });
});
