import type { Channel } from '@contest-tracker/contract';
import {
  LEAD_MINUTES,
  leadText,
  PLATFORM_IDS,
  PLATFORM_NAMES,
} from '@contest-tracker/contract/pure';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toggled, type RuleDraft } from '../lib/rule-draft';

interface Props {
  draft: RuleDraft;
  number: number;
  channels: readonly Channel[];
  onChange: (draft: RuleDraft) => void;
  onRemove: () => void;
}

/** One rule: what it reminds of, when, and where. */
export function RuleFieldset({ draft, number, channels, onChange, onRemove }: Props) {
  const name = `rule-${draft.key}`;
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="reminder-rule"
    >
      <legend className="px-1 text-sm font-semibold">Rule {number}</legend>
      <Group legend="What">
        {(['bookmarks', 'platforms'] as const).map((scope) => (
          <Choice
            key={scope}
            type="radio"
            name={`${name}-scope`}
            checked={draft.scope === scope}
            onChange={() => {
              onChange({ ...draft, scope });
            }}
          >
            {scope === 'bookmarks' ? 'My bookmarked contests' : 'Every contest of chosen platforms'}
          </Choice>
        ))}
        {draft.scope === 'platforms' &&
          PLATFORM_IDS.map((id) => (
            <Choice
              key={id}
              type="checkbox"
              indent
              checked={draft.platforms.includes(id)}
              onChange={(on) => {
                onChange({ ...draft, platforms: toggled(draft.platforms, id, on, PLATFORM_IDS) });
              }}
            >
              {PLATFORM_NAMES[id]}
            </Choice>
          ))}
      </Group>
      <Group legend="When">
        {LEAD_MINUTES.map((minutes) => (
          <Choice
            key={minutes}
            type="checkbox"
            checked={draft.leadMinutes.includes(minutes)}
            onChange={(on) => {
              onChange({
                ...draft,
                leadMinutes: toggled(draft.leadMinutes, minutes, on, LEAD_MINUTES),
              });
            }}
          >
            {leadText(minutes)} before
          </Choice>
        ))}
      </Group>
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

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
      <legend className="mb-1 w-full text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function Choice(props: {
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  indent?: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm ${props.indent ? 'sm:ml-4' : ''}`}>
      <input
        type={props.type}
        {...(props.name ? { name: props.name } : {})}
        checked={props.checked}
        onChange={(event) => {
          props.onChange(event.target.checked);
        }}
        className="h-4 w-4 accent-sky-700"
      />
      {props.children}
    </label>
  );
}
