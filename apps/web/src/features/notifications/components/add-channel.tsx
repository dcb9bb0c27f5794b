import {
  DISCORD_WEBHOOK_MESSAGE,
  DISCORD_WEBHOOK_PATTERN,
  MAX_CHANNELS,
} from '@contest-tracker/contract/pure';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddChannel } from '../api/use-notifications';

/** Adds a Discord webhook (checked here first) or starts linking Telegram. */
export function AddChannel({ count, telegram }: { count: number; telegram: boolean }) {
  const add = useAddChannel();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = useId();
  const full = count >= MAX_CHANNELS;
  const message = problem ?? (add.isError ? add.error.message : undefined);
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          const webhookUrl = url.trim();
          if (!DISCORD_WEBHOOK_PATTERN.test(webhookUrl)) {
            setProblem(`Discord webhook URL ${DISCORD_WEBHOOK_MESSAGE}`);
            return;
          }
          setProblem(undefined);
          add.mutate(
            { kind: 'discord', webhookUrl },
            {
              onSuccess: () => {
                setUrl('');
              },
            },
          );
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium">
          Discord webhook URL
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={fieldId}
            type="url"
            value={url}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://discord.com/api/webhooks/…"
            onChange={(event) => {
              setUrl(event.target.value);
            }}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
          />
          <Button type="submit" disabled={full || add.isPending}>
            Add Discord webhook
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          In Discord: a channel’s settings, Integrations, Webhooks, New Webhook, Copy Webhook URL.
          Keep it private: anyone who has it can post there.
        </p>
      </form>
      {telegram && (
        <div>
          <Button
            disabled={full || add.isPending}
            onClick={() => {
              setProblem(undefined);
              add.mutate({ kind: 'telegram' });
            }}
          >
            Add Telegram
          </Button>
        </div>
      )}
      {full && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          You have {MAX_CHANNELS} channels, the most there can be: remove one to add another.
        </p>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}
