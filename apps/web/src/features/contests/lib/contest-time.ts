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

export function startsIn(start: Date, now: Date): string {
  return `starts in ${formatSpan(start.getTime() - now.getTime())}`;
}

export function timeLeft(start: Date, durationMinutes: number, now: Date): string {
  const end = start.getTime() + durationMinutes * MINUTE;
  return `${formatSpan(end - now.getTime())} left`;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, so one is kept per locale
// and zone. The browser's first one costs most (a long task: it loads its locale data), which is
// why the cards ask a worker for their start times (start-text.ts).
const startFormats = new Map<string, Intl.DateTimeFormat>();

function startFormat(locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = startFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    startFormats.set(key, format);
  }
  return format;
}

/** In the viewer's own locale and time zone, with the zone named. */
export function formatStart(start: Date, locale?: string, timeZone?: string): string {
  return startFormat(locale, timeZone).format(start);
}
