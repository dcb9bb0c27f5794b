const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2d 4h", "3h 20m", "5m", "less than a minute": the two largest units, rounded down. */
export function formatSpan(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  return `${minutes}m`;
}

/** A contest's length in minutes, as the lengths filter and the duration text count it. */
export function minutesOf(contest: { durationSeconds: number }): number {
  return Math.round(contest.durationSeconds / 60);
}

export function startsIn(start: Date, now: Date): string {
  return `starts in ${formatSpan(start.getTime() - now.getTime())}`;
}

export function timeLeft(start: Date, durationMinutes: number, now: Date): string {
  const end = start.getTime() + durationMinutes * MINUTE;
  return `${formatSpan(end - now.getTime())} left`;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (the first also loads
// the locale's data), so the cards share one, built on first use.
let startFormat: Intl.DateTimeFormat | undefined;

/** In the viewer's own locale and time zone, with the zone named. */
export function formatStart(start: Date): string {
  startFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return startFormat.format(start);
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

// One formatter per shape (built on first use, shared by every card); `locale` is for tests.
const rangeFormats = new Map<string, Intl.DateTimeFormat>();
function rangeFormat(withDate: boolean, withYear: boolean, locale?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}:${withDate}:${withYear}`;
  let format = rangeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(withDate ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
    });
    rangeFormats.set(key, format);
  }
  return format;
}

/**
 * A contest's start and end in the viewer's locale and zone: '21:07–23:22' today, 'Sat 1 Mar,
 * 21:07–23:22' on another day, the year only when it is not this year, and both dates when it
 * ends on another day ('Fri 27 Nov, 21:07 – Sun 29 Nov, 23:22'). The zone is said once on the
 * page (`timeZoneNote`), not here.
 */
export function formatTimes(start: Date, end: Date, now: Date, locale?: string): string {
  const withDate = !sameDay(start, now) || !sameDay(start, end);
  const withYear =
    start.getFullYear() !== now.getFullYear() || end.getFullYear() !== now.getFullYear();
  return rangeFormat(withDate, withYear, locale).formatRange(start, end);
}

/** 'Times in GMT+5:30': the viewer's zone, as the page names it once for all its times. */
export function timeZoneNote(at: Date, locale?: string): string {
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `Times in ${zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}`;
}
