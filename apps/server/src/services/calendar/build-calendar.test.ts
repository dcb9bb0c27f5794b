import { describe, expect, it } from 'vitest';
import type { ContestRow } from '#server/db/contests-repository';
import { buildCalendar, buildCalendarWhole } from './build-calendar';

const at = (iso: string) => new Date(iso);

function contest(id: string, title: string, more: Partial<ContestRow> = {}): ContestRow {
  return {
    id,
    platform: 'codeforces',
    externalId: id,
    title,
    url: `https://codeforces.com/contest/${id}`,
    startsAt: at('2026-03-01T14:35:00Z'),
    durationMinutes: 135,
    endsAt: at('2026-03-01T16:50:00Z'),
    videoSolution: null,
    solutionSource: null,
    solutionVideoId: null,
    revision: 0,
    searchText: null,
    seriesKey: null,
    createdAt: at('2026-02-01T00:00:00Z'),
    updatedAt: at('2026-02-02T00:00:00Z'),
    ...more,
  };
}

const contests = [
  contest('1926', 'Codeforces Round 926 (Div. 2)'),
  // Long enough to fold, with multi-byte characters astride the 75-octet boundaries.
  contest('1927', `Round, with; commas\nand 🏆 émoji ${'ü'.repeat(80)}`, {
    revision: 3,
    videoSolution: 'https://www.youtube.com/watch?v=abcdefghijk',
  }),
  contest('1928', 'Educational Round 170', { platform: 'leetcode' }),
];

describe('buildCalendar', () => {
  // Events' texts are kept between calls (decision 013); what is sent must still be exactly the
  // calendar ical-generator writes in one piece.
  it.each([null, 30, 1440])(
    'writes ical-generator’s bytes for the whole calendar (alarm %s)',
    (alarm) => {
      const options = { name: 'My, feed', uidDomain: 'ct.test', contests, alarmMinutes: alarm };
      const first = buildCalendar(options);
      expect(first).toBe(buildCalendarWhole(options));
      expect(buildCalendar(options)).toBe(first);
    },
  );

  it('makes a changed row’s event afresh rather than reusing the kept text', () => {
    const options = { name: 'Feed', uidDomain: 'ct.test', contests, alarmMinutes: null };
    buildCalendar(options);
    const renamed = [contest('1926', 'Codeforces Round 926 (Div. 1)', { revision: 1 })];
    const changed = { ...options, contests: renamed };
    expect(buildCalendar(changed)).toBe(buildCalendarWhole(changed));
    expect(buildCalendar(changed)).toContain('SUMMARY:Codeforces Round 926 (Div. 1)');
  });
});
