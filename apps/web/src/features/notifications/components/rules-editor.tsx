import type { Channel, Rule } from '@contest-tracker/contract';
import { MAX_RULES } from '@contest-tracker/contract/pure';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLeaveGuard } from '@/lib/router';
import type { useSaveRules } from '../api/use-notifications';
import { browserTimeZone, draftsOf, newDraft, rulesBody, type RuleDraft } from '../lib/rule-draft';
import { RuleFieldset } from './rule-fieldset';

/**
 * The user's rules as one form: edited here, saved together. When the saved rules change, a save
 * shows what the server kept, while a failed save leaves every edit in place; a rule saved with a
 * new channel joins the edits in progress instead of dropping them.
 */
export function RulesEditor({
  rules,
  channels,
  save,
}: {
  rules: Rule[];
  channels: Channel[];
  /** Owned by the section, which shows the outcome. */
  save: ReturnType<typeof useSaveRules>;
}) {
  const [drafts, setDrafts] = useState(() => draftsOf(rules));
  const [shown, setShown] = useState(rules);
  const timeZone = browserTimeZone();
  const channelIds = channels.map((channel) => channel.id);
  const sameRules = (a: readonly RuleDraft[], b: readonly RuleDraft[]) =>
    JSON.stringify(rulesBody(a, channelIds, timeZone)) ===
    JSON.stringify(rulesBody(b, channelIds, timeZone));
  if (JSON.stringify(rules) !== JSON.stringify(shown)) {
    // The saved list changed (a save, a channel added with its rule, a channel removed).
    const edited = !sameRules(drafts, draftsOf(shown)) && !sameRules(drafts, draftsOf(rules));
    const appended =
      rules.length > shown.length &&
      JSON.stringify(rules.slice(0, shown.length)) === JSON.stringify(shown);
    setShown(rules);
    setDrafts(
      edited && appended ? [...drafts, ...draftsOf(rules.slice(shown.length))] : draftsOf(rules),
    );
  }
  const usable = channels.filter((channel) => channel.status !== 'off').map((c) => c.id);
  const unsaved = !sameRules(drafts, draftsOf(rules));
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
