import { CALENDAR_PAST_DAYS } from '@contest-tracker/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Feeds keep contests that ended up to CALENDAR_PAST_DAYS ago. The cut-off moves once a day (at
 * 00:00 UTC), not every second, so a feed's bytes, and its ETag, hold all day between changes.
 */
export function feedWindowStart(now: Date): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today - CALENDAR_PAST_DAYS * DAY_MS);
}
