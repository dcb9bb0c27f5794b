/** The one-line how-to for the three calendar apps people use most. */
export function HowToSubscribe() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      <strong>Google Calendar:</strong> Other calendars → + → From URL, paste the link.{' '}
      <strong>Apple Calendar:</strong> open the webcal link, or File → New Calendar Subscription.{' '}
      <strong>Outlook:</strong> Add calendar → Subscribe from web, paste the link.
    </p>
  );
}
