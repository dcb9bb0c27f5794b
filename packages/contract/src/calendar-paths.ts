// Zod-free: the web app builds feed links with these.
import type { PlatformId } from './platform-list';

/** The reminder lead times a user can choose, in minutes (1440: one day). */
export const REMINDER_MINUTES = [5, 15, 30, 60, 1440] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 30;

/** How far back a feed reaches: finished contests stay this long after their end. */
export const CALENDAR_PAST_DAYS = 30;

/** The public feed's path for a platform filter (empty: every platform). */
export function publicFeedPath(platforms: readonly PlatformId[], alarm?: ReminderMinutes | null) {
  const params = new URLSearchParams();
  if (platforms.length > 0) params.set('platforms', [...platforms].sort().join(','));
  if (alarm) params.set('alarm', String(alarm));
  const query = params.toString().replaceAll('%2C', ',');
  return `/calendar/contests.ics${query ? `?${query}` : ''}`;
}

export const contestEventPath = (contestId: string) =>
  `/calendar/contests/${encodeURIComponent(contestId)}.ics`;
