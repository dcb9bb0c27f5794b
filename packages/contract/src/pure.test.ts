import { describe, expect, it } from 'vitest';
import { contestStatusAt, formatDuration, safeHttpUrl } from './pure';

describe('formatDuration', () => {
  it.each([
    [90, '1.5 hours'],
    [60, '1.0 hour'],
    [135, '2.3 hours'],
    [1439, '24.0 hours'],
    [1440, '1.0 day'],
    [2880, '2.0 days'],
    [23_400, '16.3 days'],
    [0, '0.0 hours'],
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
