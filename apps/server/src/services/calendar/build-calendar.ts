import { PLATFORM_NAMES } from '@contest-tracker/contract';
import ical, { ICalAlarmType } from 'ical-generator';
import { LRUCache } from 'lru-cache';
import type { ContestRow } from '#server/db/contests-repository';
import {
  calendarLine,
  calendarText,
  calendarUid,
  calendarUri,
  hasOnlyOurProperties,
} from './property-values';

export interface CalendarOptions {
  /** X-WR-CALNAME: what the calendar app lists the subscription as (written unescaped). */
  name: string;
  /** The right-hand side of every UID, so ids stay unique across calendars. */
  uidDomain: string;
  contests: readonly ContestRow[];
  /** Minutes before the start for a DISPLAY alarm; null: none. */
  alarmMinutes: number | null;
}

const PRODUCT_ID = '//Contest Tracker//Calendar//EN';
const ONE_HOUR_SECONDS = 3600;

function describe(contest: ContestRow): string {
  const url = calendarUri(contest.url);
  const video = calendarUri(contest.videoSolution);
  const lines = [`${PLATFORM_NAMES[contest.platform]} contest${url ? `: ${url}` : ''}`];
  if (video) lines.push(`Solution video: ${video}`);
  return calendarText(lines.join('\n'));
}

function reminderText(contest: ContestRow, minutes: number): string {
  const lead = minutes >= 60 * 24 ? '1 day' : minutes >= 60 ? '1 hour' : `${minutes} minutes`;
  return calendarText(`${contest.title} starts in ${lead}`);
}

// ical-generator folds lines with a TextEncoder per character (40 ms for 60 events): each event's
// text is made once per version of its row and kept, and calendars are put together from those.
const eventTexts = new LRUCache<string, string>({ max: 50_000 });

function eventData(contest: ContestRow, uidDomain: string, alarmMinutes: number | null) {
  return {
    id: calendarUid(contest.id, uidDomain),
    sequence: contest.revision,
    stamp: contest.updatedAt,
    lastModified: contest.updatedAt,
    start: contest.startsAt,
    end: contest.endsAt,
    summary: calendarText(contest.title),
    description: describe(contest),
    url: calendarUri(contest.url) ?? null,
    categories: [{ name: calendarText(PLATFORM_NAMES[contest.platform]) }],
    alarms:
      alarmMinutes === null
        ? []
        : [
            {
              type: ICalAlarmType.display,
              trigger: alarmMinutes * 60,
              description: reminderText(contest, alarmMinutes),
            },
          ],
  };
}

function eventText(contest: ContestRow, uidDomain: string, alarmMinutes: number | null): string {
  const key = [
    contest.id,
    contest.revision,
    contest.updatedAt.getTime(),
    contest.startsAt.getTime(),
    contest.endsAt.getTime(),
    contest.title,
    contest.url,
    contest.videoSolution,
    alarmMinutes,
    uidDomain,
  ].join('\u0000');
  const cached = eventTexts.get(key);
  if (cached !== undefined) return cached;
  const single = ical({ prodId: PRODUCT_ID });
  single.createEvent(eventData(contest, uidDomain, alarmMinutes));
  const whole = single.toString();
  // The VEVENT as ical-generator wrote it (folded, CRLF after each line).
  const text = whole.slice(whole.indexOf('BEGIN:VEVENT'), whole.lastIndexOf(END));
  // The values above cannot end a line; should one ever get through, its event is left out
  // rather than let it write a property of its own into everyone's calendar.
  if (!hasOnlyOurProperties(text)) return '';
  eventTexts.set(key, text);
  return text;
}

const END = 'END:VCALENDAR';

function calendarOf(options: CalendarOptions) {
  // ical-generator escapes event text but not the calendar's name: keep it to one plain line.
  const name = calendarLine(options.name);
  return ical({ name, prodId: PRODUCT_ID, ttl: ONE_HOUR_SECONDS });
}

/** The same calendar made by ical-generator in one piece: what `buildCalendar` must equal. */
export function buildCalendarWhole(options: CalendarOptions): string {
  const calendar = calendarOf(options);
  for (const contest of options.contests) {
    calendar.createEvent(eventData(contest, options.uidDomain, options.alarmMinutes));
  }
  return `${calendar.toString()}\r\n`;
}

/**
 * An RFC 5545 calendar of contests. Every instant in it comes from stored data (DTSTAMP and
 * LAST-MODIFIED are the row's last change), so the same rows always give the same bytes and an
 * unchanged feed keeps its ETag. The bytes are ical-generator's for the same calendar, plus the
 * CRLF it leaves off the last line.
 */
export function buildCalendar(options: CalendarOptions): string {
  const shell = calendarOf(options).toString();
  const end = shell.lastIndexOf(END);
  const events = options.contests.map((contest) =>
    eventText(contest, options.uidDomain, options.alarmMinutes),
  );
  return `${shell.slice(0, end)}${events.join('')}${END}\r\n`;
}
