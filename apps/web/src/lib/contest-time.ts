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
