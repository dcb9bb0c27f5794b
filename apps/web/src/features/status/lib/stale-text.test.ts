import type { PlatformSyncStatus } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { ago } from './ago';
import { at, missingText, staleText } from './stale-text';

const NOW = new Date('2026-03-02T15:00:00Z');
const base: PlatformSyncStatus = {
  platform: 'codeforces',
  homePage: 'https://codeforces.com/contests',
  lastAttemptAt: null,
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  failingSince: null,
  contestsSeen: null,
  contestsStored: 0,
  rowsSkipped: 0,
  skippedReasons: [],
  stale: true,
  warning: null,
};

describe('freshness texts', () => {
  it('says how long ago in words a person reads at a glance', () => {
    expect(ago('2026-03-02T14:59:30Z', NOW)).toBe('just now');
    expect(ago('2026-03-02T14:55:00Z', NOW)).toBe('5 min ago');
    expect(ago('2026-03-02T12:00:00Z', NOW)).toBe('3 h ago');
    expect(ago('2026-02-28T15:00:00Z', NOW)).toBe('2 d ago');
  });

  it('tells a platform that never loaded from one that stopped updating', () => {
    expect(staleText(base, NOW)).toBe('Codeforces has not been loaded yet.');
    const failing = {
      ...base,
      lastSuccessAt: '2026-03-02T12:35:00Z',
      failingSince: '2026-03-02T14:05:00Z',
      lastErrorAt: '2026-03-02T14:55:00Z',
      lastError: 'HTTP 503',
    };
    expect(staleText(failing, NOW)).toBe(
      `Codeforces could not be updated since ${at(failing.failingSince, NOW)} (HTTP 503) — showing contests as of ${at(failing.lastSuccessAt, NOW)}.`,
    );
    expect(staleText({ ...failing, lastError: 'network unreachable' }, NOW)).toMatch(
      /^Codeforces could not be reached since /,
    );
    expect(
      staleText({ ...failing, lastError: null, lastErrorAt: null, failingSince: null }, NOW),
    ).toMatch(/^Codeforces has not been updated since .+ — showing contests as of .+\.$/);
  });

  it('names the platforms an empty list is missing', () => {
    const leetcode = { ...base, platform: 'leetcode' as const };
    const codechef = {
      ...base,
      platform: 'codechef' as const,
      lastSuccessAt: '2026-03-01T00:00:00Z',
    };
    expect(missingText([base])).toBe('Codeforces has not been loaded yet');
    expect(missingText([base, leetcode, codechef])).toBe(
      'Codeforces and LeetCode have not been loaded yet, and CodeChef is not updating',
    );
  });
});
