import type { ApiContest } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl, utcStamp, webcalUrl } from './calendar-links';

const contest: ApiContest = {
  id: 'codeforces-1926',
  platform: 'codeforces',
  platformName: 'Codeforces',
  title: 'Codeforces Round 926 (Div. 2), & more',
  url: 'https://codeforces.com/contest/1926',
  startsAt: '2024-02-15T14:35:00.000Z',
  endsAt: '2024-02-15T16:50:00.000Z',
  durationSeconds: 135 * 60,
  status: 'upcoming',
};

describe('calendar links', () => {
  it('gives Google the title, UTC dates and the contest link', () => {
    const url = new URL(googleCalendarUrl(contest));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(contest.title);
    expect(url.searchParams.get('dates')).toBe('20240215T143500Z/20240215T165000Z');
    expect(url.searchParams.get('details')).toBe(`Codeforces contest: ${contest.url}`);
  });

  it('gives Outlook the same event', () => {
    const url = new URL(outlookCalendarUrl(contest));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('subject')).toBe(contest.title);
    expect(url.searchParams.get('startdt')).toBe('2024-02-15T14:35:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2024-02-15T16:50:00.000Z');
    expect(url.searchParams.get('body')).toContain(contest.url);
  });

  it('writes UTC stamps and webcal links', () => {
    expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    expect(webcalUrl('https://example.org/calendar/contests.ics?platforms=leetcode')).toBe(
      'webcal://example.org/calendar/contests.ics?platforms=leetcode',
    );
  });
});
