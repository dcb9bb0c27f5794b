// en-US's month names, in the day-month-year order: en-GB writes 'Sept' in some ICU versions
// (Chromium's) and 'Sep' in others, so the same day would read differently by browser.
const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

function partsOf(date: Date): { day: string; month: string; year: string } {
  const found = { day: '', month: '', year: '' };
  for (const part of parts.formatToParts(date)) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') {
      found[part.type] = part.value;
    }
  }
  return found;
}

/** '15 Feb 2024', in the viewer's zone: the day a contest ran or a rating changed. */
export function formatDay(iso: string): string {
  const { day, month, year } = partsOf(new Date(iso));
  return `${day} ${month} ${year}`;
}

/** 'Feb 2024': a month on the chart's date axis. */
export function formatMonth(at: number): string {
  const { month, year } = partsOf(new Date(at));
  return `${month} ${year}`;
}

/** '15 Feb': a day on the chart's date axis, when the contests span a few months only. */
export function formatDayMonth(at: number): string {
  const { day, month } = partsOf(new Date(at));
  return `${day} ${month}`;
}
