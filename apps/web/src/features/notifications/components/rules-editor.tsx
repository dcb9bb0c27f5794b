import type { Channel, Rule } from '@contest-tracker/contract';
import { MAX_RULES } from '@contest-tracker/contract/pure';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLeaveGuard } from '@/lib/router';
import type { useSaveRules } from '../api/use-notifications';
import { browserTimeZone, draftsOf, newDraft, rulesBody } from '../lib/rule-draft';
import { RuleFieldset } from './rule-fieldset';

/**
 * The user's rules as one form: edited here, saved together. Keyed by the saved rules, so a save
 * shows what the server kept, while a failed save leaves every edit in place.
 */
export function RulesEditor({
  rules,
  channels,
  save,
}: {
  rules: Rule[];
  channels: Channel[];
  /** Owned by the section: its outcome outlives the editor, which a save re-creates. */
  save: ReturnType<typeof useSaveRules>;
}) {
  const [drafts, setDrafts] = useState(() => draftsOf(rules));
  const timeZone = browserTimeZone();
  const channelIds = channels.map((channel) => channel.id);
  const usable = channels.filter((channel) => channel.status !== 'off').map((c) => c.id);
  const unsaved =
    JSON.stringify(rulesBody(drafts, channelIds, timeZone)) !==
    JSON.stringify(rulesBody(draftsOf(rules), channelIds, timeZone));
  useLeaveGuard(unsaved ? 'Your reminder rules are not saved. Leave without saving?' : undefined);
  if (channels.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Add a channel above first: rules say which contests remind you, when, and where.
      </p>
    );
  }
  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Reminder rules"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(rulesBody(drafts, channelIds, timeZone));
      }}
    >
      {drafts.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No rules yet: nothing reminds you. Add a rule, then save.
        </p>
      )}
      {drafts.map((draft, index) => (
        <RuleFieldset
          key={draft.key}
          draft={draft}
          number={index + 1}
          channels={channels}
          onChange={(next) => {
            setDrafts(drafts.map((d) => (d.key === next.key ? next : d)));
          }}
          onRemove={() => {
            setDrafts(drafts.filter((d) => d.key !== draft.key));
          }}
        />
      ))}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Times in messages use your time zone: {timeZone}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={drafts.length >= MAX_RULES}
          onClick={() => {
            setDrafts([...drafts, newDraft(usable.slice(0, 1))]);
          }}
        >
          Add a rule
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          Save reminders
        </Button>
      </div>
      {unsaved && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          Changed, not saved yet.
        </p>
      )}
      {drafts.length >= MAX_RULES && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {MAX_RULES} rules is the most there can be.
        </p>
      )}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {save.error.message}
        </p>
      ) : (
        save.isSuccess && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            Reminders saved
          </p>
        )
      )}
    </form>
  );
}
