import { describe, expect, it } from 'vitest';
import { MAX_PAST_DEPTH, pastPageCount } from './past-paging';

describe('pastPageCount', () => {
  it('counts a short last page and no page for an empty list', () => {
    expect(pastPageCount(2214, 12)).toBe(185);
    expect(pastPageCount(2208, 12)).toBe(184);
    expect(pastPageCount(1, 12)).toBe(1);
    expect(pastPageCount(0, 12)).toBe(0);
  });

  it('stops at the paged depth', () => {
    expect(pastPageCount(MAX_PAST_DEPTH * 3, 12)).toBe(833);
    expect(pastPageCount(MAX_PAST_DEPTH * 3, 50)).toBe(200);
  });
});
