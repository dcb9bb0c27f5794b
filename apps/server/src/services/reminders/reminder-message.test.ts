import { describe, expect, it } from 'vitest';
import { leadText } from '@contest-tracker/contract';
import {
  contestPageUrl,
  detailLines,
  headline,
  localStart,
  type ReminderMessage,
} from './reminder-message';

const message: ReminderMessage = {
  kind: 'reminder',
  title: 'Codeforces Round 927 (Div. 3)',
  platform: 'codeforces',
  url: 'https://codeforces.com/contest/1932',
  startsAt: new Date('2024-02-18T14:35:00Z'),
  durationMinutes: 135,
  leadMinutes: 60,
  timeZone: 'Europe/Berlin',
};

describe('reminder messages', () => {
  it('write the start on the user’s own clock, across a DST change and the date line', () => {
    expect(localStart(message)).toBe('Sun 18 Feb, 15:35 (Europe/Berlin)');
    // Berlin is on summer time (UTC+2) after the last Sunday of March.
    expect(localStart({ ...message, startsAt: new Date('2024-03-31T14:35:00Z') })).toBe(
      'Sun 31 Mar, 16:35 (Europe/Berlin)',
    );
    expect(localStart({ ...message, timeZone: 'Pacific/Auckland' })).toBe(
      'Mon 19 Feb, 03:35 (Pacific/Auckland)',
    );
  });

  it('name the lead time in words', () => {
    expect([5, 60, 180, 1440].map(leadText)).toEqual(['5 minutes', '1 hour', '3 hours', '1 day']);
  });

  it('say what happened first, then platform, start, length and link', () => {
    expect(headline(message)).toBe('In 1 hour: Codeforces Round 927 (Div. 3)');
    expect(headline({ ...message, kind: 'changed' })).toBe(
      'Changed: Codeforces Round 927 (Div. 3)',
    );
    expect(detailLines(message)).toEqual([
      'Codeforces · starts Sun 18 Feb, 15:35 (Europe/Berlin) · 2h 15m',
      'https://codeforces.com/contest/1932',
    ]);
  });

  it("link the contest's page here, before the platform's link, only with a public URL", () => {
    const pageUrl = contestPageUrl('https://contests.example.org', 'codeforces-1932');
    expect(pageUrl).toBe('https://contests.example.org/contest/codeforces-1932');
    expect(detailLines({ ...message, pageUrl }).slice(-2)).toEqual([
      'Details: https://contests.example.org/contest/codeforces-1932',
      'https://codeforces.com/contest/1932',
    ]);
    expect(contestPageUrl(undefined, 'codeforces-1932')).toBeUndefined();
  });
});
