import type { Contest } from '@contest-tracker/contract';
import type { CardMenuItem } from '@/components/ui/menu-item';
import { contestEventPath, googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

/** The card menu's 'Add to calendar' group. */
export function calendarMenuItems(contest: Contest): CardMenuItem[] {
  return [
    { id: 'google', label: 'Google Calendar', href: googleCalendarUrl(contest), newTab: true },
    { id: 'outlook', label: 'Outlook', href: outlookCalendarUrl(contest), newTab: true },
    { id: 'ics', label: 'Download .ics', href: contestEventPath(contest.id), download: true },
  ];
}
