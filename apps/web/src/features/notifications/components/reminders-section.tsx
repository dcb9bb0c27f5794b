import { CalendarAlarm } from '@/features/calendar';
import { useNotifications, useSaveRules } from '../api/use-notifications';
import { channelWords } from '../lib/channel-words';
import { AddChannel } from './add-channel';
import { ChannelItem } from './channel-item';
import { RulesEditor } from './rules-editor';

/**
 * /profile: where reminders go (channels, of the kinds this server offers), what they remind of
 * (rules), and the calendar feed's own alarm: every reminder in one place.
 */
export function RemindersSection() {
  const notifications = useNotifications(true);
  const save = useSaveRules();
  return (
    <section
      aria-labelledby="reminders-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="reminders-heading" className="text-lg font-semibold">
        Reminders
      </h2>
      {notifications.isPending ? (
        <p className="text-slate-700 dark:text-slate-300">Loading your reminders…</p>
      ) : notifications.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {notifications.error.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Get a message before your contests start, on{' '}
            {channelWords(notifications.data.available)}: choose the contests, how long before, and
            where.
          </p>
          <h3 className="font-semibold">Channels</h3>
          {notifications.data.channels.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              No channels yet: add{' '}
              {channelWords(notifications.data.available.filter((kind) => kind !== 'webpush'))}{' '}
              below.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
              {notifications.data.channels.map((channel) => (
                <ChannelItem key={channel.id} channel={channel} />
              ))}
            </ul>
          )}
          <AddChannel
            count={notifications.data.channels.length}
            available={notifications.data.available}
          />
          <h3 className="font-semibold">Rules</h3>
          <RulesEditor
            rules={notifications.data.rules}
            channels={notifications.data.channels}
            save={save}
          />
        </>
      )}
      <h3 className="font-semibold">In my calendar feed</h3>
      <CalendarAlarm />
    </section>
  );
}
