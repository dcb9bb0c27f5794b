import { REMINDER_MINUTES, type ReminderMinutes } from '@contest-tracker/contract/pure';
import { useId } from 'react';
import { useCalendarSettings, useSetReminder } from '@/features/calendar/api/calendar-settings';

const reminderLabel = (minutes: ReminderMinutes) =>
  minutes === 1440
    ? '1 day before'
    : minutes === 60
      ? '1 hour before'
      : `${minutes} minutes before`;

/**
 * The personal feed's alarm (each bookmarked contest's event rings this long before): shown
 * among the reminders, where people look for it, though the calendar app is what rings.
 */
export function CalendarAlarm() {
  const settings = useCalendarSettings();
  const setReminder = useSetReminder();
  const reminderId = useId();
  if (!settings.data) return null;
  const { reminderMinutes } = settings.data;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={reminderId} className="text-sm font-medium">
        Reminder before each contest
      </label>
      <select
        id={reminderId}
        value={reminderMinutes === null ? 'none' : String(reminderMinutes)}
        disabled={setReminder.isPending}
        onChange={(event) => {
          const value = event.target.value;
          setReminder.mutate(REMINDER_MINUTES.find((minutes) => String(minutes) === value) ?? null);
        }}
        className="self-start rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
      >
        <option value="none">No reminder</option>
        {REMINDER_MINUTES.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {reminderLabel(minutes)}
          </option>
        ))}
      </select>
      {setReminder.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {setReminder.error.message}
        </p>
      ) : (
        setReminder.isSuccess && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            Reminder saved
          </p>
        )
      )}
    </div>
  );
}
