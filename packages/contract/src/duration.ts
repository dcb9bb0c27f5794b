/**
 * A contest's length as a person reads it: '45m', '1h 40m', '2h' under a day; from a day, days and
 * whole hours ('1 day 3h', '10 days'), the minutes rounded away (no one plans a 3-day contest to
 * the minute).
 */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole}m`;
  if (whole < 1440) {
    const rest = whole % 60;
    return rest > 0 ? `${Math.floor(whole / 60)}h ${rest}m` : `${whole / 60}h`;
  }
  const hours = Math.round(whole / 60);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest > 0 ? ` ${rest}h` : ''}`;
}
