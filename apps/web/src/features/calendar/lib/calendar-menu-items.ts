import type { ApiContest } from '@contest-tracker/contract';
import type { CardMenuGroup } from '@/components/ui/menu-item';
import { contestEventPath, googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

/** The card menu's 'Add to calendar' group (the card offers it until the contest ends). */
export function calendarMenuGroup(contest: ApiContest): CardMenuGroup {
  return {
    id: 'calendar',
    heading: 'Add to calendar',
    items: [
      { id: 'google', label: 'Google Calendar', href: googleCalendarUrl(contest), newTab: true },
      { id: 'outlook', label: 'Outlook', href: outlookCalendarUrl(contest), newTab: true },
      { id: 'ics', label: 'Download .ics', href: contestEventPath(contest.id), download: true },
    ],
  };
}
