import type { Rule, RulesBody } from '@contest-tracker/contract';
import type { LeadMinutes, PlatformId } from '@contest-tracker/contract/pure';

/** A rule as the form holds it: every list present, and a key that survives reordering. */
export interface RuleDraft {
  key: number;
  scope: Rule['scope'];
  platforms: PlatformId[];
  leadMinutes: LeadMinutes[];
  /** A results rule's: the handles the user follows too. */
  includeFollowing: boolean;
  channelIds: string[];
}

let nextKey = 1;

export function newDraft(channelIds: string[]): RuleDraft {
  return {
    key: nextKey++,
    scope: 'bookmarks',
    platforms: [],
    leadMinutes: [60],
    includeFollowing: false,
    channelIds,
  };
}

export function draftsOf(rules: readonly Rule[]): RuleDraft[] {
  return rules.map((rule) =>
    rule.scope === 'results'
      ? { ...newDraft(rule.channelIds), scope: 'results', includeFollowing: rule.includeFollowing }
      : {
          key: nextKey++,
          scope: rule.scope,
          platforms: rule.platforms ?? [],
          leadMinutes: rule.leadMinutes,
          includeFollowing: false,
          channelIds: rule.channelIds,
        },
  );
}

/** What PUT /user/notifications/rules takes; channels that are gone are left out. */
export function rulesBody(
  drafts: readonly RuleDraft[],
  channelIds: readonly string[],
  timeZone: string,
): RulesBody {
  return {
    timeZone,
    rules: drafts.map((draft): Rule => {
      const kept = draft.channelIds.filter((id) => channelIds.includes(id));
      if (draft.scope === 'results') {
        return { scope: 'results', includeFollowing: draft.includeFollowing, channelIds: kept };
      }
      return {
        scope: draft.scope,
        ...(draft.scope === 'platforms' ? { platforms: draft.platforms } : {}),
        leadMinutes: draft.leadMinutes,
        channelIds: kept,
      };
    }),
  };
}

/** Adds or removes `value`, keeping the list in `order`. */
export function toggled<T>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  const next = on ? [...list, value] : list.filter((item) => item !== value);
  return order.filter((item) => next.includes(item));
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
