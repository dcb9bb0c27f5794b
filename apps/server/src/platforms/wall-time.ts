/**
 * For sources that write a wall-clock time without its zone (`2025-04-13T19:00:00`, meaning
 * IST): the instant, given the zone's fixed offset. Only for zones without daylight saving time
 * (India, Japan, China): those are the zones of the platforms that do this.
 */
export function wallTimeAt(text: string, offsetMinutes: number): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return new Date(Number.NaN);
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return new Date(Number.NaN);
  const [h = 0, m = 0, s = 0] = [hour, minute, second];
  // Date.UTC would roll 25:00 or :75 over into the next hour or day: an hour that is no hour.
  if (h > 23 || m > 59 || s > 59) return new Date(Number.NaN);
  const utc = Date.UTC(year, month - 1, day, h, m, s);
  const asWritten = new Date(utc);
  // Date.UTC rolls 2025-02-30 over to March: a date that does not exist is no date.
  if (asWritten.getUTCDate() !== day || asWritten.getUTCMonth() !== month - 1) {
    return new Date(Number.NaN);
  }
  return new Date(utc - offsetMinutes * 60_000);
}

export const IST_MINUTES = 5 * 60 + 30;
