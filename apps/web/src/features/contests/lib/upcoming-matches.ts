import type { ApiContest } from '@contest-tracker/contract';
import {
  matchesLength,
  matchesSearch,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract/pure';
import { minutesOf } from '@/lib/contest-time';

export interface UpcomingFilter {
  platforms: readonly PlatformId[];
  length: ContestLength;
  q: string;
}

/**
 * The upcoming contests a filter keeps. The upcoming list is complete (not a page), so narrowing
 * it here loses nothing; the search is the contract's rule, the one the server applies to past
 * contests. The Upcoming tab shows these, and the Past tab counts them for its search.
 */
export function upcomingMatches(
  contests: readonly ApiContest[],
  { platforms, length, q }: UpcomingFilter,
): ApiContest[] {
  const chosen = new Set<PlatformId>(platforms);
  return contests.filter(
    (c) =>
      (chosen.size === 0 || chosen.has(c.platform)) &&
      matchesLength(minutesOf(c), length) &&
      matchesSearch(c, q),
  );
}
