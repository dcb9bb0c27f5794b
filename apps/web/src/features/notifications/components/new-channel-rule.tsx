import { useId } from 'react';
import { PRESET, PRESET_TEXT, type ChannelRuleDraft } from '../lib/channel-rule';
import { Choice } from './choices';
import { WhatAndWhen } from './what-and-when';

/**
 * Asked with every channel added: what it reminds of. The usual answer is preselected, so adding
 * a channel is one step, and it is saved with the channel: no channel reminds of nothing.
 */
export function NewChannelRule({
  value,
  onChange,
}: {
  value: ChannelRuleDraft;
  onChange: (next: ChannelRuleDraft) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">What to remind of on the new channel</legend>
      <Choice
        type="radio"
        name={`${name}-preset`}
        checked={!value.custom}
        onChange={() => {
          onChange({ ...PRESET });
        }}
      >
        {PRESET_TEXT}
      </Choice>
      <Choice
        type="radio"
        name={`${name}-preset`}
        checked={value.custom}
        onChange={() => {
          onChange({ ...value, custom: true });
        }}
      >
        Other contests or times
      </Choice>
      {value.custom && (
        <div className="flex flex-col gap-3 sm:ml-6">
          <WhatAndWhen
            name={name}
            scopes={['bookmarks', 'platforms'] as const}
            value={value}
            onChange={(part) => {
              onChange({ ...value, ...part });
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
