import { PLATFORM_NAMES } from '@contest-tracker/contract';
import ical, { ICalAlarmType } from 'ical-generator';
import type { ContestRow } from '#server/db/contests-repository';

export interface CalendarOptions {
  /** X-WR-CALNAME: what the calendar app lists the subscription as (written unescaped). */
  name: string;
  /** The right-hand side of every UID, so ids stay unique across calendars. */
  uidDomain: string;
  contests: readonly ContestRow[];
  /** Minutes before the start for a DISPLAY alarm; null: none. */
  alarmMinutes: number | null;
}

const PRODUCT_ID = '-//Contest Tracker//Calendar//EN';
const ONE_HOUR_SECONDS = 3600;

function describe(contest: ContestRow): string {
  const lines = [`${PLATFORM_NAMES[contest.platform]} contest: ${contest.url}`];
  if (contest.videoSolution) lines.push(`Solution video: ${contest.videoSolution}`);
  return lines.join('\n');
}

function reminderText(contest: ContestRow, minutes: number): string {
  const lead = minutes >= 60 * 24 ? '1 day' : minutes >= 60 ? '1 hour' : `${minutes} minutes`;
  return `${contest.title} starts in ${lead}`;
}

/**
 * An RFC 5545 calendar of contests. Every instant in it comes from stored data (DTSTAMP and
 * LAST-MODIFIED are the row's last change), so the same rows always give the same bytes and an
 * unchanged feed keeps its ETag.
 */
export function buildCalendar(options: CalendarOptions): string {
  // ical-generator escapes event text but not the calendar's name: keep it to one plain line.
  const name = options.name.replace(/[\p{Cc},;\\]/gu, ' ');
  const calendar = ical({ name, prodId: PRODUCT_ID, ttl: ONE_HOUR_SECONDS });
  for (const contest of options.contests) {
    const { alarmMinutes } = options;
    calendar.createEvent({
      id: `${contest.id}@${options.uidDomain}`,
      sequence: contest.revision,
      stamp: contest.updatedAt,
      lastModified: contest.updatedAt,
      start: contest.startsAt,
      end: contest.endsAt,
      summary: contest.title,
      description: describe(contest),
      url: contest.url,
      categories: [{ name: PLATFORM_NAMES[contest.platform] }],
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
    });
  }
  return calendar.toString();
}
