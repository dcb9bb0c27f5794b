/**
 * A time as clist's clients send it: an ISO 8601 instant with or without a zone (none means UTC,
 * as clist's API reads it), seconds or fraction, with one-digit fields (`2026-11-5T9:00`), a date
 * alone (midnight UTC), or a `+hh:mm` zone whose `+` arrived as a space (an unescaped query string).
 */
const TIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+\- ]\d{2}:?\d{2})?$/i;

export function parseClistTime(raw: string): Date | undefined {
  const match = TIME.exec(raw.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const back = new Date(utc);
  // Date.UTC rolls 31 February over into March: a field out of its range is no time at all.
  if (
    month < 1 ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return undefined;
  }
  return new Date(utc - zoneOffsetMs(zone));
}

function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}
