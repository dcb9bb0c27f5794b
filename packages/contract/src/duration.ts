/** The first client's rule: a day or more in days, else hours, one decimal either way. */
export function formatDuration(minutes: number): string {
  if (minutes >= 1440) {
    const days = (minutes / 1440).toFixed(1);
    return `${days} ${days === '1.0' ? 'day' : 'days'}`;
  }
  const hours = (minutes / 60).toFixed(1);
  return `${hours} ${hours === '1.0' ? 'hour' : 'hours'}`;
}
