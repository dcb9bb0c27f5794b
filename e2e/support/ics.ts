import ICAL from 'ical.js';

export interface IcsEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  categories: string[];
  alarmSeconds: number[];
}

/** Reads a calendar with ical.js (not the generator the server uses): its events, field by field. */
export function parseIcs(source: string): IcsEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(source) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const time = (name: string) => {
      const value = event.getFirstPropertyValue(name);
      if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
      return value.toJSDate().toISOString();
    };
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      start: time('dtstart'),
      end: time('dtend'),
      categories: event.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
      alarmSeconds: event.getAllSubcomponents('valarm').map((alarm) => {
        const trigger = alarm.getFirstPropertyValue('trigger');
        return trigger instanceof ICAL.Duration ? trigger.toSeconds() : Number.NaN;
      }),
    };
  });
}
