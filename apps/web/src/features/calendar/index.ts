export { useCalendarSettings } from './api/calendar-settings';
export { PersonalFeedSection } from './components/personal-feed-section';
export { SubscribeButton } from './components/subscribe-button';
export { calendarMenuItems } from './lib/calendar-menu-items';
