import { describe, expect, it } from 'vitest';
import type { ContestRow } from '#server/db/contests-repository';
import { parseIcs } from '../../../test/parse-ics';
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
    revisedAt: null,
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

describe('the alarm', () => {
  it.each([
    [30, -1800, 'TRIGGER:-PT30M'],
    [60, -3600, 'TRIGGER:-PT1H'],
    [1440, -86_400, 'TRIGGER:-P1D'],
  ])('of %s minutes triggers that long before the start', (minutes, seconds, line) => {
    const ics = buildCalendar({ name: 'F', uidDomain: 'ct.test', contests, alarmMinutes: minutes });
    expect(ics).toContain(`\r\n${line}\r\n`);
    for (const event of parseIcs(ics).events) {
      expect(event.alarms).toEqual([{ action: 'DISPLAY', triggerSeconds: seconds }]);
    }
  });

  it('is left out when none is asked for', () => {
    const ics = buildCalendar({ name: 'F', uidDomain: 'ct.test', contests, alarmMinutes: null });
    expect(ics).not.toContain('VALARM');
    expect(parseIcs(ics).events.every((event) => event.alarms.length === 0)).toBe(true);
  });
});

const INJECTION = '\r\nX-INJECTED-BY-UPSTREAM:yes\r\nATTACH;VALUE=URI:https://evil.test/;a:b,c';

/** The unfolded lines' property names: what a calendar app would read. */
function propertyNames(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => /^[^;:]*/.exec(line)?.[0] ?? '');
}

describe('a hostile value', () => {
  it.each<[string, Partial<ContestRow>]>([
    ['id', { id: `codechef-START1${INJECTION}` }],
    ['link', { url: `https://www.codechef.com/START1${INJECTION}` }],
    ['solution link', { videoSolution: `https://youtu.be/x${INJECTION}` }],
    ['title', { title: `Starters 1${INJECTION}\u0000\u000b` }],
  ])('in the %s adds no property line to the feed', (_field, hostile) => {
    const clean = buildCalendar({
      name: 'F',
      uidDomain: 'ct.test',
      contests: [contest('1', 'Starters 1')],
      alarmMinutes: 30,
    });
    const ics = buildCalendar({
      name: 'F',
      uidDomain: 'ct.test',
      contests: [contest('1', 'Starters 1', hostile)],
      alarmMinutes: 30,
    });
    expect(propertyNames(ics)).toEqual(propertyNames(clean));
    expect(ics).not.toMatch(/^(X-INJECTED|ATTACH)/m);
    const [event, ...more] = parseIcs(ics).events;
    expect(more).toEqual([]);
    expect(event?.uid).not.toMatch(/[\r\n]/);
  });

  it('keeps a real id readable in the UID', () => {
    const ics = buildCalendar({
      name: 'F',
      uidDomain: 'ct.test',
      contests: [contest('codeforces-1926', 'Round')],
      alarmMinutes: null,
    });
    expect(parseIcs(ics).events[0]?.uid).toBe('codeforces-1926@ct.test');
  });
});
