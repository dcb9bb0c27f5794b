const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '15 Feb 2024', in the viewer's zone: the day a contest ran or a rating changed. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}
