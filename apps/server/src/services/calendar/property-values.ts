/**
 * Every value that goes into a calendar passes through one of these, whatever its source (an
 * upstream id, an admin's link, a title): none can end a line, so none can add a property or an
 * event to a feed. ical-generator escapes TEXT values (`;` `,` `\` and line breaks) but writes
 * UID and the calendar's name as given.
 */

/** TEXT (SUMMARY, DESCRIPTION, CATEGORIES): control characters go, except `\n` (written `\n`). */
export function calendarText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n]/gu, '');
}

/** A one-line value written unescaped (the calendar's name): only printable, no separators. */
export function calendarLine(value: string): string {
  return value.replace(/[\p{Cc},;\\]/gu, ' ');
}

/**
 * UID, which ical-generator does not escape: every character but `[A-Za-z0-9_.-]` is written as
 * `%XX` of its UTF-8 bytes, so a real id (`codeforces-1926`) reads as before and any other one
 * stays one unique line.
 */
export function calendarUid(id: string, domain: string): string {
  const safe = (text: string) =>
    [...new TextEncoder().encode(text)]
      .map((byte) => {
        const char = String.fromCharCode(byte);
        return /[A-Za-z0-9_.-]/.test(char)
          ? char
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      })
      .join('');
  return `${safe(id)}@${safe(domain)}`;
}

/** URL: an https address as the URL parser writes it (no spaces, no line breaks), or nothing. */
export function calendarUri(value: string | null): string | undefined {
  if (value === null) return undefined;
  const url = URL.parse(value);
  if (url?.protocol !== 'https:') return undefined;
  return url.href;
}

/** What an event may hold: anything else in a VEVENT's text is refused (the event left out). */
const EVENT_PROPERTIES = new Set([
  'BEGIN',
  'END',
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SUMMARY',
  'DESCRIPTION',
  'ACTION',
  'TRIGGER',
  'CATEGORIES',
  'URL',
  'LAST-MODIFIED',
]);
const COMPONENTS = new Set(['VEVENT', 'VALARM']);

/** The property names of an event's text, unfolded, checked against what we write. */
export function hasOnlyOurProperties(eventText: string): boolean {
  const lines = eventText.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.every((line) => {
    const match = /^([A-Z-]+)[;:](.*)$/s.exec(line);
    if (!match?.[1] || !EVENT_PROPERTIES.has(match[1])) return false;
    if (/[\r\n]/.test(line)) return false;
    if (match[1] === 'BEGIN' || match[1] === 'END') return COMPONENTS.has(match[2] ?? '');
    return true;
  });
}
