export { useNotifications } from './api/use-notifications';
export { RemindersSection } from './components/reminders-section';
