import type { PlatformId } from '@contest-tracker/contract';

/** A contest as every adapter hands it to the sync, whatever the platform's own body looked like. */
export interface NormalizedContest {
  platform: PlatformId;
  /** The platform's own key: Codeforces id, LeetCode titleSlug, CodeChef contest_code. */
  externalId: string;
  title: string;
  /** Where a user goes to take part: always the platform's public site, never the API base. */
  url: string;
  startsAt: Date;
  durationMinutes: number;
  /**
   * Keys the platform listed this contest under before (CodeChef's division codes, `START134B`
   * for `START134`): a stored row under one of them merges into this one.
   */
  formerExternalIds?: readonly string[];
}

/** The id clients see: stable and platform-qualified (`codeforces-1926`). */
export function publicContestId(platform: PlatformId, externalId: string): string {
  return `${platform}-${externalId}`;
}
