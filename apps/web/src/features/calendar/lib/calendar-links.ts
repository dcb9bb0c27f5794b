import type { ApiContest } from '@contest-tracker/contract';
import { contestEventPath } from '@contest-tracker/contract/pure';

/** `20260301T120000Z`: the UTC form Google Calendar's `dates` takes. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const span = (contest: ApiContest) => ({
  start: new Date(contest.startsAt),
  end: new Date(contest.endsAt),
});

const details = (contest: ApiContest) => `${contest.platformName} contest: ${contest.url}`;

export function googleCalendarUrl(contest: ApiContest): string {
  const { start, end } = span(contest);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: contest.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: details(contest),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(contest: ApiContest): string {
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
