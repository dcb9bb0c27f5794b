import { describe, expect, it } from 'vitest';
import type { PlatformId } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { boundRows } from './row-bounds';

const NOW = new Date('2026-03-01T00:00:00Z');
const DAY = 24 * 60;

function row(more: Partial<NormalizedContest> = {}): NormalizedContest {
  return {
    platform: 'codeforces',
    externalId: '1926',
    title: 'Codeforces Round 926 (Div. 2)',
    url: 'https://codeforces.com/contests/1926',
    startsAt: new Date('2026-03-02T14:35:00Z'),
    durationMinutes: 135,
    ...more,
  };
}

const keeps = (more: Partial<NormalizedContest>) => boundRows([row(more)], NOW).kept.length === 1;

describe('boundRows', () => {
  it('keeps a contest of exactly 60 days and skips one a minute longer', () => {
    expect(keeps({ durationMinutes: 59 * DAY })).toBe(true);
    expect(keeps({ durationMinutes: 60 * DAY })).toBe(true);
    expect(keeps({ durationMinutes: 60 * DAY + 1 })).toBe(false);
    expect(keeps({ durationMinutes: 61 * DAY })).toBe(false);
    expect(keeps({ durationMinutes: 0 })).toBe(true);
    expect(keeps({ durationMinutes: -1 })).toBe(false);
  });

  it.each<[PlatformId, string]>([
    ['codeforces', '1926'],
    ['leetcode', 'weekly-contest-400'],
    ['codechef', 'START178'],
    ['atcoder', 'abc400'],
    ['atcoder', 'jsc2019-qual'],
    ['atcoder', 'APG4b'],
  ])('keeps %s id %j', (platform, externalId) => {
    expect(keeps({ platform, externalId })).toBe(true);
  });

  it.each<[PlatformId, string]>([
    ['codechef', 'START178\r\nX-INJECTED-BY-UPSTREAM:yes'],
    ['codechef', 'START;178'],
    ['atcoder', 'abc400:x'],
    ['atcoder', 'abc 400'],
    ['atcoder', 'a'.repeat(65)],
    ['codeforces', '-5'],
    ['codeforces', 'abc'],
    ['leetcode', 'Weekly-Contest'],
    ['codechef', ''],
  ])('skips %s id %j as malformed', (platform, externalId) => {
    const result = boundRows([row({ platform, externalId }), row({ externalId: '1' })], NOW);
    expect(result.kept.map((r) => r.externalId)).toEqual(['1']);
    expect(result.skipped).toEqual({ id: 1 });
  });

  it('skips a link that is not plain https', () => {
    expect(keeps({ url: 'javascript:alert(1)' })).toBe(false);
    expect(keeps({ url: 'https://codeforces.com/contests/1926\r\nATTACH:x' })).toBe(false);
  });

  it('strips NUL and other control characters from titles instead of failing the batch', () => {
    const result = boundRows(
      [row({ title: 'Round\u0000 926\u001b[31m\r\nDiv. 2' }), row({ title: '\u0000\u0007' })],
      NOW,
    );
    expect(result.kept.map((r) => r.title)).toEqual(['Round 926[31m Div. 2']);
    expect(result.skipped).toEqual({ title: 1 });
  });
});
