import { describe, expect, it } from 'vitest';
import {
  formatSpan,
  formatStart,
  formatTimes,
  startsIn,
  timeLeft,
  timeZoneNote,
} from './contest-time';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatSpan', () => {
  it.each([
    [0, 'less than a minute'],
    [1, 'less than a minute'],
    [59 * SECOND, 'less than a minute'],
    [MINUTE - 1, 'less than a minute'],
    [-5 * MINUTE, 'less than a minute'],
  ])('says %i ms is "%s"', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });

  it.each([
    [MINUTE, '1m'],
    [MINUTE + 59 * SECOND, '1m'],
    [59 * MINUTE + 59 * SECOND, '59m'],
  ])('shows minutes alone under an hour: %i ms is "%s"', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });

  it.each([
    [HOUR, '1h'],
    [3 * HOUR, '3h'],
    [3 * HOUR + 59 * SECOND, '3h'],
    [3 * HOUR + 20 * MINUTE, '3h 20m'],
    [23 * HOUR + 59 * MINUTE + 59 * SECOND, '23h 59m'],
  ])('shows exact hours without "0m": %i ms is "%s"', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });

  it.each([
    [DAY, '1d'],
    [2 * DAY, '2d'],
    [2 * DAY + 59 * MINUTE, '2d'],
    [2 * DAY + 4 * HOUR, '2d 4h'],
    [2 * DAY + 4 * HOUR + 59 * MINUTE, '2d 4h'],
    [30 * DAY + 23 * HOUR, '30d 23h'],
  ])('shows days with hours, dropping "0h" and the minutes: %i ms is "%s"', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });
});

describe('startsIn', () => {
  const start = new Date('2025-03-01T14:30:00.000Z');
  const before = (ms: number) => new Date(start.getTime() - ms);

  it('counts down to the start', () => {
    expect(startsIn(start, before(2 * DAY + 4 * HOUR))).toBe('starts in 2d 4h');
    expect(startsIn(start, before(3 * DAY))).toBe('starts in 3d');
    expect(startsIn(start, before(5 * HOUR))).toBe('starts in 5h');
    expect(startsIn(start, before(45 * MINUTE))).toBe('starts in 45m');
  });

  it('says "less than a minute" in the last minute and at the start', () => {
    expect(startsIn(start, before(30 * SECOND))).toBe('starts in less than a minute');
    expect(startsIn(start, start)).toBe('starts in less than a minute');
  });
});

describe('timeLeft', () => {
  const start = new Date('2025-03-01T14:30:00.000Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it('counts down to the end of the contest', () => {
    expect(timeLeft(start, 120, after(30 * MINUTE))).toBe('1h 30m left');
    expect(timeLeft(start, 120, after(0))).toBe('2h left');
    expect(timeLeft(start, 90, after(80 * MINUTE))).toBe('10m left');
  });

  it('handles contests of a day or more', () => {
    // A 10-day long contest, one day in.
    expect(timeLeft(start, 14400, after(DAY))).toBe('9d left');
    expect(timeLeft(start, 2880, after(4 * HOUR))).toBe('1d 20h left');
  });

  it('says "less than a minute" in the last minute', () => {
    expect(timeLeft(start, 90, after(89 * MINUTE + 30 * SECOND))).toBe('less than a minute left');
  });
});

describe('formatStart', () => {
  // The tests' viewer is in India (test/setup.ts); the locale is the machine's, so only what every
  // locale writes alike is checked here (e2e checks a German viewer's text in the browser).
  it("shows the instant in the viewer's zone, naming the zone", () => {
    const text = formatStart(new Date('2025-03-01T14:30:00.000Z'));
    expect(text).toContain('2025');
    expect(text).toMatch(/\b(20|8):00\b/);
    expect(text).toMatch(/IST|GMT\+5:30/);
  });

  it("moves the date with the viewer's zone", () => {
    // 18:15 UTC on the 1st is a quarter to midnight in India; 19:00 UTC is past it, on the 2nd.
    const before = formatStart(new Date('2025-03-01T18:15:00.000Z'));
    const after = formatStart(new Date('2025-03-01T19:00:00.000Z'));
    expect(before).toMatch(/\b1\b/);
    expect(before).not.toMatch(/\b2\b/);
    expect(after).toMatch(/\b2\b/);
    expect(after).not.toMatch(/\b1\b/);
  });
});

describe('formatTimes', () => {
  // The tests' viewer is in India (test/setup.ts); the locale is pinned to one that writes 24-hour
  // times ('21:07'); a viewer's own locale decides in the app.
  const at = (iso: string) => new Date(iso);
  // 15:37 UTC is 21:07 in India.
  const start = at('2025-03-01T15:37:00Z');
  const end = at('2025-03-01T17:52:00Z');
  // Intl spaces a range with thin spaces (and 'PM' with a narrow one); read here as plain ones.
  const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
  const times = (from: Date, to: Date, now: Date) => plain(formatTimes(from, to, now, 'en-GB'));

  it('says only the hours today: start and end', () => {
    expect(times(start, end, at('2025-03-01T03:00:00Z'))).toBe('21:07–23:22');
  });

  it('adds the date on another day, and the year in another year', () => {
    expect(times(start, end, at('2025-02-27T12:00:00Z'))).toBe('Sat 1 Mar, 21:07–23:22');
    expect(times(start, end, at('2024-12-30T12:00:00Z'))).toBe('Sat, 1 Mar 2025, 21:07–23:22');
  });

  it('names both days when the contest ends on another one', () => {
    expect(times(start, at('2025-03-11T15:37:00Z'), at('2025-03-01T03:00:00Z'))).toBe(
      'Sat 1 Mar, 21:07 – Tue 11 Mar, 21:07',
    );
    // Ending next year: both years.
    expect(
      times(at('2025-12-31T15:37:00Z'), at('2026-01-01T15:37:00Z'), at('2025-12-31T03:00:00Z')),
    ).toBe('Wed, 31 Dec 2025, 21:07 – Thu, 1 Jan 2026, 21:07');
  });

  it("counts today in the viewer's zone, not in UTC", () => {
    // 18:45 UTC on the 1st is 00:15 on the 2nd in India, the day of `now` there.
    const late = at('2025-03-01T18:45:00Z');
    const later = at('2025-03-01T20:45:00Z');
    expect(times(late, later, at('2025-03-02T03:00:00Z'))).toBe('00:15–02:15');
    expect(times(late, later, at('2025-03-01T12:00:00Z'))).toBe('Sun 2 Mar, 00:15–02:15');
  });

  it("writes the viewer's own locale", () => {
    expect(plain(formatTimes(start, end, at('2025-03-01T03:00:00Z'), 'en-US'))).toBe(
      '9:07 – 11:22 PM',
    );
  });
});

describe('timeZoneNote', () => {
  it("names the viewer's zone once for the page", () => {
    expect(timeZoneNote(new Date('2025-03-01T15:37:00Z'), 'en-GB')).toBe('Times in GMT+5:30');
  });
});
