export { useCalendarSettings } from './api/calendar-settings';
export { PersonalFeedSection } from './components/personal-feed-section';
export { SubscribeButton } from './components/subscribe-button';
export { calendarMenuGroup } from './lib/calendar-menu-items';
export { CalendarAlarm } from './components/calendar-alarm';
