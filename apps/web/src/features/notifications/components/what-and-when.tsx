import {
  LEAD_MINUTES,
  leadText,
  PLATFORM_IDS,
  PLATFORM_NAMES,
  type LeadMinutes,
  type PlatformId,
} from '@contest-tracker/contract/pure';
import { toggled } from '../lib/rule-draft';
import { Choice, Group } from './choices';

type Scope = 'bookmarks' | 'platforms' | 'results';

interface Reminded<S extends Scope> {
  scope: S;
  platforms: PlatformId[];
  leadMinutes: LeadMinutes[];
  includeFollowing?: boolean;
}

const SCOPE_TEXT: Record<Scope, string> = {
  bookmarks: 'My bookmarked contests',
  platforms: 'Every contest of chosen platforms',
  results: 'My results after a Codeforces or LeetCode contest',
};

/**
 * What a rule reminds of and how long before: a rule's, or a new channel's first one. A results
 * rule (issue 49) has no time before: it is sent when the round's standings are read.
 */
export function WhatAndWhen<S extends Scope>({
  name,
  scopes,
  value,
  onChange,
}: {
  /** Groups the scope's radio buttons: one name per rule. */
  name: string;
  /** The scopes offered, in order. */
  scopes: readonly S[];
  value: Reminded<S>;
  onChange: (part: Partial<Reminded<S>>) => void;
}) {
  return (
    <>
      <Group legend="What">
        {scopes.map((scope) => (
          <Choice
            key={scope}
            type="radio"
            name={`${name}-scope`}
            checked={value.scope === scope}
            onChange={() => {
              onChange({ scope });
            }}
          >
            {SCOPE_TEXT[scope]}
          </Choice>
        ))}
        {value.scope === 'platforms' &&
          PLATFORM_IDS.map((id) => (
            <Choice
              key={id}
              type="checkbox"
              indent
              checked={value.platforms.includes(id)}
              onChange={(on) => {
                onChange({ platforms: toggled(value.platforms, id, on, PLATFORM_IDS) });
              }}
            >
              {PLATFORM_NAMES[id]}
            </Choice>
          ))}
        {value.scope === 'results' && (
          <Choice
            type="checkbox"
            indent
            checked={value.includeFollowing ?? false}
            onChange={(on) => {
              onChange({ includeFollowing: on });
            }}
          >
            Include handles I follow
          </Choice>
        )}
      </Group>
      {value.scope === 'results' ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your rank and predicted rating change within minutes of the round, and the official one if
          it differs.
        </p>
      ) : (
        <Group legend="When">
          {LEAD_MINUTES.map((minutes) => (
            <Choice
              key={minutes}
              type="checkbox"
              checked={value.leadMinutes.includes(minutes)}
              onChange={(on) => {
                onChange({
                  leadMinutes: toggled(value.leadMinutes, minutes, on, LEAD_MINUTES),
                });
              }}
            >
              {leadText(minutes)} before
            </Choice>
          ))}
        </Group>
      )}
    </>
  );
}
