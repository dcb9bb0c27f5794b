import type { PlatformId } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';

export interface PlatformAdapter {
  readonly id: PlatformId;
  /** Fetches and validates the platform's contest list; throws UpstreamError on any failure. */
  fetchContests(signal: AbortSignal): Promise<NormalizedContest[]>;
}
