import { MAX_CHANNELS } from '@contest-tracker/contract/pure';
import { useNotifications, useSaveRules } from '../api/use-notifications';
import { AddChannel } from './add-channel';
import { ChannelItem } from './channel-item';
import { RulesEditor } from './rules-editor';
import { ThisDevice } from './this-device';

/** /profile: where reminders go (channels) and what they remind of (rules). */
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
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Get a message before your contests start, on this device, Discord or Telegram: choose the
        contests, how long before, and where.
      </p>
      {notifications.isPending ? (
        <p className="text-slate-700 dark:text-slate-300">Loading your reminders…</p>
      ) : notifications.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {notifications.error.message}
        </p>
      ) : (
        <>
          <h3 className="font-semibold">Channels</h3>
          {notifications.data.channels.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              No channels yet: add Discord
              {notifications.data.available.includes('telegram') ? ' or Telegram' : ''} below.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
              {notifications.data.channels.map((channel) => (
                <ChannelItem key={channel.id} channel={channel} />
              ))}
            </ul>
          )}
          {notifications.data.available.includes('webpush') && (
            <ThisDevice
              full={notifications.data.channels.length >= MAX_CHANNELS}
              telegram={notifications.data.available.includes('telegram')}
            />
          )}
          <AddChannel
            count={notifications.data.channels.length}
            telegram={notifications.data.available.includes('telegram')}
          />
          <h3 className="font-semibold">Rules</h3>
          <RulesEditor
            key={JSON.stringify(notifications.data.rules)}
            rules={notifications.data.rules}
            channels={notifications.data.channels}
            save={save}
          />
        </>
      )}
    </section>
  );
}
