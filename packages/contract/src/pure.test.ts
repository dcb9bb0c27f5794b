import { describe, expect, it } from 'vitest';
import { contestStatusAt, formatDuration, safeHttpUrl } from './pure';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [1, '1m'],
    [45, '45m'],
    [59, '59m'],
    [60, '1h'],
    [100, '1h 40m'],
    [120, '2h'],
    [135, '2h 15m'],
    [1439, '23h 59m'],
    [1440, '1 day'],
    [1440 + 180, '1 day 3h'],
    [1440 + 209, '1 day 3h'],
    [1440 + 210, '1 day 4h'],
    [2 * 1440 - 20, '2 days'],
    [2880, '2 days'],
    [42 * 60, '1 day 18h'],
    [14400, '10 days'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) links and drops every other scheme', () => {
    expect(safeHttpUrl('https://codeforces.com/contests/1930')).toBe(
      'https://codeforces.com/contests/1930',
    );
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,hi')).toBeUndefined();
    expect(safeHttpUrl('/relative')).toBeUndefined();
    expect(safeHttpUrl('')).toBeUndefined();
    expect(safeHttpUrl(undefined)).toBeUndefined();
  });
});

describe('contestStatusAt', () => {
  const start = new Date('2026-03-01T12:00:00Z');
  it('is upcoming before the start, running until the end, finished from the end', () => {
    expect(contestStatusAt(start, 90, new Date('2026-03-01T11:59:59Z'))).toBe('upcoming');
    expect(contestStatusAt(start, 90, start)).toBe('running');
    expect(contestStatusAt(start, 90, new Date('2026-03-01T13:29:59Z'))).toBe('running');
    expect(contestStatusAt(start, 90, new Date('2026-03-01T13:30:00Z'))).toBe('finished');
  });
});
