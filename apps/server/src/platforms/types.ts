import type { PlatformId } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';

/** A platform's list: the rows read, and how many rows were dropped for their shape. */
interface FetchedContests {
  contests: NormalizedContest[];
  malformed: number;
  /**
   * Rows of the right shape the platform's own rule left out (HackerEarth's hackathons, links
   * of another shape): counted, so a rule that drops every row is seen (issue 46).
   */
  filtered?: number;
}

export interface PlatformAdapter {
  readonly id: PlatformId;
  /** Fetches and validates the platform's contest list; throws UpstreamError on any failure. */
  fetchContests(signal: AbortSignal): Promise<FetchedContests>;
}
