import type { Channel } from '@contest-tracker/contract';
import { Button } from '@/components/ui/button';
import { toggled, type RuleDraft } from '../lib/rule-draft';
import { Choice, Group } from './choices';
import { WhatAndWhen } from './what-and-when';

const SCOPES = ['bookmarks', 'platforms', 'results'] as const;

interface Props {
  draft: RuleDraft;
  number: number;
  channels: readonly Channel[];
  onChange: (draft: RuleDraft) => void;
  onRemove: () => void;
}

/** One rule: what it reminds of (contests, or the user's results), when, and where. */
export function RuleFieldset({ draft, number, channels, onChange, onRemove }: Props) {
  const name = `rule-${draft.key}`;
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="reminder-rule"
    >
      <legend className="px-1 text-sm font-semibold">Rule {number}</legend>
      <WhatAndWhen
        name={name}
        scopes={SCOPES}
        value={draft}
        onChange={(part) => {
          onChange({ ...draft, ...part });
        }}
      />
      <Group legend="Where">
        {channels.map((channel) => (
          <Choice
            key={channel.id}
            type="checkbox"
            checked={draft.channelIds.includes(channel.id)}
            onChange={(on) => {
              onChange({
                ...draft,
                channelIds: toggled(
                  draft.channelIds,
                  channel.id,
                  on,
                  channels.map((c) => c.id),
                ),
              });
            }}
          >
            {channel.label}
          </Choice>
        ))}
      </Group>
      <div>
        <Button aria-label={`Remove rule ${number}`} onClick={onRemove}>
          Remove this rule
        </Button>
      </div>
    </fieldset>
  );
}
