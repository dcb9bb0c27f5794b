import { useId } from 'react';
import { PRESET, PRESET_TEXT, RESULTS_TEXT, type ChannelRuleDraft } from '../lib/channel-rule';
import { Choice } from './choices';
import { WhatAndWhen } from './what-and-when';

/**
 * Asked with every channel added: what it reminds of. The usual answer is preselected, so adding
 * a channel is one step, and it is saved with the channel: no channel reminds of nothing. The
 * results rule (issue 49) is offered beside it: a channel may be only for one's results.
 */
export function NewChannelRule({
  value,
  onChange,
}: {
  value: ChannelRuleDraft;
  onChange: (next: ChannelRuleDraft) => void;
}) {
  const name = useId();
  const results = value.custom && value.scope === 'results';
  const other = value.custom && value.scope !== 'results';
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
        checked={results}
        onChange={() => {
          onChange({ ...value, custom: true, scope: 'results' });
        }}
      >
        {RESULTS_TEXT}
      </Choice>
      {results && (
        <div className="flex flex-col gap-2 sm:ml-6">
          <Choice
            type="checkbox"
            checked={value.includeFollowing}
            onChange={(on) => {
              onChange({ ...value, includeFollowing: on });
            }}
          >
            Include handles I follow
          </Choice>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your rank and predicted rating change within minutes of the round, and the official one
            if it differs.
          </p>
        </div>
      )}
      <Choice
        type="radio"
        name={`${name}-preset`}
        checked={other}
        onChange={() => {
          onChange({
            ...value,
            custom: true,
            scope: value.scope === 'results' ? 'bookmarks' : value.scope,
          });
        }}
      >
        Other contests or times
      </Choice>
      {value.custom && value.scope !== 'results' && (
        <div className="flex flex-col gap-3 sm:ml-6">
          <WhatAndWhen
            name={name}
            scopes={['bookmarks', 'platforms'] as const}
            value={{ ...value, scope: value.scope }}
            onChange={(part) => {
              onChange({ ...value, ...part });
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
