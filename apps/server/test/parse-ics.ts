import ICAL from 'ical.js';

interface ParsedAlarm {
  action: string;
  /** Seconds relative to the start (negative: before). */
  triggerSeconds: number;
}

export interface ParsedEvent {
  uid: string;
  sequence: number;
  dtstamp: string;
  lastModified: string;
  start: string;
  end: string;
  /** Whether DTSTART and DTEND are in UTC (`Z`), not floating or zoned. */
  utc: boolean;
  summary: string;
  url: string;
  description: string;
  categories: string[];
  status: string | null;
  alarms: ParsedAlarm[];
}

export interface ParsedCalendar {
  name: string;
  refreshInterval: string;
  publishedTtl: string;
  events: ParsedEvent[];
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? '' : String(value);
};

const utcIso = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
  return value.toJSDate().toISOString();
};

const isUtc = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.Time && value.zone === ICAL.Timezone.utcTimezone;
};

function parseAlarm(alarm: ICAL.Component): ParsedAlarm {
  const trigger = alarm.getFirstPropertyValue('trigger');
  if (!(trigger instanceof ICAL.Duration)) throw new Error('TRIGGER is not a duration');
  return { action: text(alarm, 'action'), triggerSeconds: trigger.toSeconds() };
}

/** Reads a calendar with ical.js, a parser independent of the generator the server uses. */
export function parseIcs(source: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(source) as unknown[]);
  return {
    name: text(calendar, 'x-wr-calname'),
    refreshInterval: text(calendar, 'refresh-interval'),
    publishedTtl: text(calendar, 'x-published-ttl'),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: text(event, 'uid'),
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      dtstamp: utcIso(event, 'dtstamp'),
      lastModified: utcIso(event, 'last-modified'),
      start: utcIso(event, 'dtstart'),
      end: utcIso(event, 'dtend'),
      utc: isUtc(event, 'dtstart') && isUtc(event, 'dtend'),
      summary: text(event, 'summary'),
      url: text(event, 'url'),
      description: text(event, 'description'),
      categories: event
        .getAllProperties('categories')
        .flatMap((property) => property.getValues().map(String)),
      status: event.getFirstPropertyValue('status') === null ? null : text(event, 'status'),
      alarms: event.getAllSubcomponents('valarm').map(parseAlarm),
    })),
  };
}

/** RFC 5545 §3.1: CRLF line ends, no line longer than 75 octets. */
export function wireProblems(source: string): string[] {
  const problems: string[] = [];
  if (!source.endsWith('\r\n')) problems.push('the last line has no CRLF');
  const lines = source.split('\r\n');
  lines.forEach((line, index) => {
    if (line.includes('\n')) problems.push(`line ${index + 1} has a bare LF`);
    if (Buffer.byteLength(line) > 75) problems.push(`line ${index + 1} is over 75 octets`);
  });
  return problems;
}
