import type { PlatformId } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';

/** A platform's list: the rows read, and how many rows were dropped for their shape. */
interface FetchedContests {
  contests: NormalizedContest[];
  malformed: number;
}

export interface PlatformAdapter {
  readonly id: PlatformId;
  /** Fetches and validates the platform's contest list; throws UpstreamError on any failure. */
  fetchContests(signal: AbortSignal): Promise<FetchedContests>;
}
