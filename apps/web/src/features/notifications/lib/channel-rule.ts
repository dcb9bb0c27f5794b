import type { NewChannelBody } from '@contest-tracker/contract';
import type { LeadMinutes, PlatformId } from '@contest-tracker/contract/pure';
import { browserTimeZone } from './rule-draft';

/**
 * What a new channel reminds of, asked as it is added: the preset, or the user's own choice
 * (other contests or times, or their results after a Codeforces or LeetCode contest: issue 49).
 */
export interface ChannelRuleDraft {
  custom: boolean;
  scope: 'bookmarks' | 'platforms' | 'results';
  platforms: PlatformId[];
  leadMinutes: LeadMinutes[];
  /** A results rule's: the followed handles' results too. */
  includeFollowing: boolean;
}

/** The answer most people want, preselected. */
export const PRESET_TEXT = 'Bookmarked contests, 30 min before';
export const PRESET: ChannelRuleDraft = {
  custom: false,
  scope: 'bookmarks',
  platforms: [],
  leadMinutes: [30],
  includeFollowing: false,
};

/** The results rule, offered beside the preset: it has no time before, so it is one step too. */
export const RESULTS_TEXT = 'My results after a Codeforces or LeetCode contest';

/** Why the draft cannot be saved yet, in words; undefined when it can. */
export function channelRuleProblem(draft: ChannelRuleDraft): string | undefined {
  if (!draft.custom || draft.scope === 'results') return undefined;
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
  const timeZone = browserTimeZone();
  if (chosen.scope === 'results') {
    return { rule: { scope: 'results', includeFollowing: chosen.includeFollowing }, timeZone };
  }
  return {
    rule: {
      scope: chosen.scope,
      ...(chosen.scope === 'platforms' ? { platforms: chosen.platforms } : {}),
      leadMinutes: chosen.leadMinutes,
    },
    timeZone,
  };
}
