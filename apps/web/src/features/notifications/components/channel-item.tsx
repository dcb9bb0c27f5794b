import type { Channel } from '@contest-tracker/contract';
import { Button } from '@/components/ui/button';
import { useRemoveChannel, useSendTest } from '../api/use-notifications';

const time = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** One channel: what it is, whether reminders reach it (and why not), 'Send a test', 'Remove'. */
export function ChannelItem({ channel }: { channel: Channel }) {
  const test = useSendTest();
  const remove = useRemoveChannel();
  const name = channel.label;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="reminder-channel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-all">{channel.label}</span>
        <span className="flex gap-2">
          <Button
            aria-label={`Send a test to ${name}`}
            disabled={channel.status !== 'active' || test.isPending}
            onClick={() => {
              test.mutate(channel.id);
            }}
          >
            Send a test
          </Button>
          <Button
            aria-label={`Remove ${name}`}
            disabled={remove.isPending}
            onClick={() => {
              remove.mutate(channel.id);
            }}
          >
            Remove
          </Button>
        </span>
      </div>
      {channel.status === 'pending' && channel.link ? (
        <p className="text-sm">
          Open the link in Telegram, press Start, then ‘Link this chat’ to finish:{' '}
          <a
            href={channel.link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-sky-800 underline underline-offset-4 dark:text-sky-300"
          >
            link this chat
          </a>
          {channel.linkExpiresAt ? ` (works once, until ${time(channel.linkExpiresAt)})` : ''}.
        </p>
      ) : channel.status === 'pending' ? (
        <p className="text-sm">Not linked yet: remove it and add Telegram again for a new link.</p>
      ) : null}
      {channel.status === 'off' && (
        <p className="text-sm font-medium text-red-700 dark:text-red-400">
          Switched off: {channel.offReason ?? 'the destination is gone'}
        </p>
      )}
      {test.isSuccess && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          Test sent
        </p>
      )}
      {(test.isError || remove.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {(test.error ?? remove.error)?.message}
        </p>
      )}
    </li>
  );
}
