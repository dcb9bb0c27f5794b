import type { NewChannelBody } from '@contest-tracker/contract';
import type { LeadMinutes, PlatformId } from '@contest-tracker/contract/pure';
import { browserTimeZone } from './rule-draft';

/** What a new channel reminds of, asked as it is added: the preset, or the user's own choice. */
export interface ChannelRuleDraft {
  custom: boolean;
  scope: 'bookmarks' | 'platforms';
  platforms: PlatformId[];
  leadMinutes: LeadMinutes[];
}

/** The answer most people want, preselected. */
export const PRESET_TEXT = 'Bookmarked contests, 30 min before';
export const PRESET: ChannelRuleDraft = {
  custom: false,
  scope: 'bookmarks',
  platforms: [],
  leadMinutes: [30],
};

/** Why the draft cannot be saved yet, in words; undefined when it can. */
export function channelRuleProblem(draft: ChannelRuleDraft): string | undefined {
  if (!draft.custom) return undefined;
  if (draft.scope === 'platforms' && draft.platforms.length === 0) {
    return 'Choose at least one platform to be reminded of.';
  }
  if (draft.leadMinutes.length === 0) return 'Choose at least one time before the start.';
  return undefined;
}

/** The body's additive part: the channel's first rule, saved with it, and the browser's zone. */
export function channelRuleFields(
  draft: ChannelRuleDraft,
): Pick<NewChannelBody, 'rule' | 'timeZone'> {
  const chosen = draft.custom ? draft : PRESET;
  return {
    rule: {
      scope: chosen.scope,
      ...(chosen.scope === 'platforms' ? { platforms: chosen.platforms } : {}),
      leadMinutes: chosen.leadMinutes,
    },
    timeZone: browserTimeZone(),
  };
}
