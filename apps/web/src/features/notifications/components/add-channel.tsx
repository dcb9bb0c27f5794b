import type { ChannelKind } from '@contest-tracker/contract';
import {
  DISCORD_WEBHOOK_MESSAGE,
  DISCORD_WEBHOOK_PATTERN,
  MAX_CHANNELS,
} from '@contest-tracker/contract/pure';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddChannel } from '../api/use-notifications';
import { otherChannels } from '../lib/channel-words';
import {
  channelRuleFields,
  channelRuleProblem,
  PRESET,
  type ChannelRuleDraft,
} from '../lib/channel-rule';
import { NewChannelRule } from './new-channel-rule';
import { ThisDevice } from './this-device';

/**
 * Adds a channel of a kind this server offers, with what it reminds of (asked here, the usual
 * answer preselected) in the same request: this device, a Discord webhook (checked here first),
 * or Telegram (linked afterwards through its one-time link).
 */
export function AddChannel({
  count,
  available,
}: {
  count: number;
  available: readonly ChannelKind[];
}) {
  const add = useAddChannel();
  const [url, setUrl] = useState('');
  const [rule, setRule] = useState<ChannelRuleDraft>(PRESET);
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = useId();
  const full = count >= MAX_CHANNELS;
  const message = problem ?? (add.isError ? add.error.message : undefined);
  /** The rule's fields for the request, or undefined (and the reason shown) when incomplete. */
  const ruleFields = () => {
    const incomplete = channelRuleProblem(rule);
    setProblem(incomplete);
    return incomplete ? undefined : channelRuleFields(rule);
  };
  return (
    <div className="flex flex-col gap-3">
      <NewChannelRule value={rule} onChange={setRule} />
      {available.includes('webpush') && (
        <ThisDevice full={full} others={otherChannels(available)} ruleFields={ruleFields} />
      )}
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          const webhookUrl = url.trim();
          if (!DISCORD_WEBHOOK_PATTERN.test(webhookUrl)) {
            setProblem(`Discord webhook URL ${DISCORD_WEBHOOK_MESSAGE}`);
            return;
          }
          const fields = ruleFields();
          if (!fields) return;
          add.mutate(
            { kind: 'discord', webhookUrl, ...fields },
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
      {available.includes('telegram') && (
        <div>
          <Button
            disabled={full || add.isPending}
            onClick={() => {
              const fields = ruleFields();
              if (fields) add.mutate({ kind: 'telegram', ...fields });
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
