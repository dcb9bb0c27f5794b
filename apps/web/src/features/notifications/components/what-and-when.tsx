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

interface Reminded {
  scope: 'bookmarks' | 'platforms';
  platforms: PlatformId[];
  leadMinutes: LeadMinutes[];
}

/** What a rule reminds of and how long before: a rule's, or a new channel's first one. */
export function WhatAndWhen({
  name,
  value,
  onChange,
}: {
  /** Groups the scope's radio buttons: one name per rule. */
  name: string;
  value: Reminded;
  onChange: (part: Partial<Reminded>) => void;
}) {
  return (
    <>
      <Group legend="What">
        {(['bookmarks', 'platforms'] as const).map((scope) => (
          <Choice
            key={scope}
            type="radio"
            name={`${name}-scope`}
            checked={value.scope === scope}
            onChange={() => {
              onChange({ scope });
            }}
          >
            {scope === 'bookmarks' ? 'My bookmarked contests' : 'Every contest of chosen platforms'}
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
      </Group>
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
    </>
  );
}
