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
}

export interface PlatformAdapter {
  readonly id: PlatformId;
  /** Fetches and validates the platform's contest list; throws UpstreamError on any failure. */
  fetchContests(signal: AbortSignal): Promise<NormalizedContest[]>;
}

export function publicContestId(platform: PlatformId, externalId: string): string {
  return `${platform}-${externalId}`;
}
