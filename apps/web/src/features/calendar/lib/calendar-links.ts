import type { Contest } from '@contest-tracker/contract';
import { contestEventPath } from '@contest-tracker/contract/pure';

const MINUTE_MS = 60_000;

/** `20260301T120000Z`: the UTC form Google Calendar's `dates` takes. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function span(contest: Contest) {
  const start = new Date(contest.start_date);
  return { start, end: new Date(start.getTime() + contest.duration * MINUTE_MS) };
}

const details = (contest: Contest) => `${contest.type} contest: ${contest.link}`;

export function googleCalendarUrl(contest: Contest): string {
  const { start, end } = span(contest);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: contest.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: details(contest),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(contest: Contest): string {
  const { start, end } = span(contest);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: contest.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details(contest),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

export { contestEventPath };

/** The `webcal://` form of a feed URL: calendar apps open it as a subscription. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, 'webcal://');
}
