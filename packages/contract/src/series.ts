import type { PlatformId } from './platform-list';
import { searchTokens } from './search';

/**
 * A series' name: the title without its numbers ('Weekly Contest 386' → 'Weekly Contest'), except
 * a division's ('Codeforces Round 926 (Div. 4)' → 'Codeforces Round (Div. 4)'), and without the
 * rating note CodeChef changes from week to week ('Starters 178 (Rated till 6 star)' → 'Starters').
 */
export function seriesTitle(title: string): string {
  return title
    .replace(/\(\s*rated\b[^)]*\)/giu, ' ')
    .replace(/(?<!\bdiv\.?\s*)(?<![\p{L}\p{N}])#?\p{N}+(?![\p{L}\p{N}])/giu, ' ')
    .replace(/\(\s*\)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,:.)])/gu, '$1')
    .replace(/\(\s+/gu, '(')
    .replace(/^[\s,:.\-–—]+|[\s,:\-–—]+$/gu, '');
}

/** What a user hides: the platform and the series' words, so spelling and case do not matter. */
export function seriesKey(platform: PlatformId, title: string): string {
  return `${platform}:${searchTokens(seriesTitle(title)).join(' ')}`;
}

/**
 * Whether a contest leaves a user's lists: its series is among the ones they hid and they have not
 * bookmarked it (a bookmark is a wish to see that one contest, so it wins).
 */
export function isHiddenFor(
  contest: { id: string; platform: PlatformId; title: string },
  hiddenKeys: ReadonlySet<string>,
  bookmarkIds: ReadonlySet<string>,
): boolean {
  if (hiddenKeys.size === 0 || bookmarkIds.has(contest.id)) return false;
  return hiddenKeys.has(seriesKey(contest.platform, contest.title));
}
