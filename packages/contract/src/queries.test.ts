import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS } from './platform-list';
import { describeIssues } from './errors';
import { pastQuerySchema, upcomingQuerySchema } from './queries';

const message = (input: Record<string, string>) => {
  const result = pastQuerySchema.safeParse(input);
  return result.success ? undefined : describeIssues(result.error.issues);
};

describe('past contests query', () => {
  it('defaults to the first page of 12 for every platform', () => {
    expect(pastQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 12,
      platforms: [],
      length: 'any',
    });
  });

  it('reads a search of 1 to 100 characters, trimmed, and a length', () => {
    expect(pastQuerySchema.parse({ q: '  round 926 ', length: 'short' })).toMatchObject({
      q: 'round 926',
      length: 'short',
    });
    expect(pastQuerySchema.parse({ q: 'x'.repeat(100), length: 'long' })).toMatchObject({
      length: 'long',
    });
  });

  it('reads platforms by id or display name, in any case, without repeats', () => {
    expect(
      pastQuerySchema.parse({ page: '3', pageSize: '50', platforms: 'LeetCode,codechef,LEETCODE' }),
    ).toEqual({ page: 3, pageSize: 50, platforms: ['codechef', 'leetcode'], length: 'any' });
    expect(upcomingQuerySchema.parse({ platforms: '' })).toEqual({ platforms: [] });
    expect(pastQuerySchema.parse({ page: '832' })).toMatchObject({ page: 832, pageSize: 12 });
  });

  it.each([
    [{ page: '-1' }, 'page: must be a whole number from 0 to 100000'],
    [{ page: 'abc' }, 'page: must be a whole number from 0 to 100000'],
    [{ page: '1.5' }, 'page: must be a whole number from 0 to 100000'],
    [{ page: '' }, 'page: must be a whole number from 0 to 100000'],
    [{ page: '99999999999' }, 'page: must be a whole number from 0 to 100000'],
    [{ pageSize: '0' }, 'pageSize: must be a whole number from 1 to 50'],
    [{ pageSize: '51' }, 'pageSize: must be a whole number from 1 to 50'],
    [
      { page: '100000', pageSize: '50' },
      'page: must be at most 199 with pageSize 50 (the newest 10000 past contests are paged)',
    ],
    [
      { page: '834' },
      'page: must be at most 832 with pageSize 12 (the newest 10000 past contests are paged)',
    ],
    [
      { platforms: 'codeforces,foo' },
      `platforms: unknown platform 'foo' (expected ${PLATFORM_IDS.join(', ')})`,
    ],
    [{ q: '' }, 'q: must be 1 to 100 characters'],
    [{ q: '   ' }, 'q: must be 1 to 100 characters'],
    [{ q: 'x'.repeat(101) }, 'q: must be 1 to 100 characters'],
    [{ length: 'medium' }, 'length: must be one of any, short, long'],
  ])('refuses %o naming the field', (input, expected) => {
    expect(message(input)).toBe(expected);
  });
});

describe('describeIssues', () => {
  it('names the first five problems and counts the rest', () => {
    const result = pastQuerySchema
      .array()
      .safeParse(Array.from({ length: 8 }, () => ({ page: 'x' })));
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = describeIssues(result.error.issues);
    expect(text.split('; ')).toHaveLength(5);
    expect(text).toMatch(/^0\.page: must be a whole number from 0 to 100000; 1\.page: /);
    expect(text).toMatch(/ \(and 3 more\)$/);
  });
});
