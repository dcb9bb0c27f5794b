import type { Clock } from '#server/lib/clock';
import type { PlatformId } from '@contest-tracker/contract';
import type { RankingSource } from './ranking-source';
import type { RatingSource } from './rating-source';
import type { HandleSource } from './handle-source';
import type { HttpClientOptions } from './http-client';
import type { PlatformAdapter } from './types';
import type { KnownContest, VideoMatch, VideoText } from './video-match';

/** A base URL setting (`CODEFORCES_API_BASE`): the platform's own, or a stand-in's in tests. */
interface PlatformSetting {
  name: string;
  default: string;
  /** One line for the configuration table. */
  description: string;
}

interface AdapterContext {
  /** A setting of this platform's, parsed (an http(s) URL without a trailing slash). */
  base(name: string): string;
  /** Shared limits (timeouts, retries, the largest body), with this platform's rate gate. */
  http: HttpClientOptions;
  /** What the caller passed for this platform alone (tests: AtCoder's page parse limits). */
  options: unknown;
  /** The server's clock (tests: their own), for what is kept for a while. */
  clock: Clock;
}

export type VideoMatcher = (video: VideoText, contests: readonly KnownContest[]) => VideoMatch;

/**
 * Everything the rest of the server knows of one platform. A platform is its folder under
 * platforms/ exporting one of these, plus its entry in the contract's PLATFORM_LIST.
 */
export interface PlatformModule {
  id: PlatformId;
  /** Where people go to take part: linked from /status. */
  homePage: string;
  settings: readonly PlatformSetting[];
  /**
   * Calls are spaced at least this far apart (one gate per instance): the platform's documented
   * limit, else one a second.
   */
  minIntervalMs: number;
  /** Platforms sharing one API's limit share one gate (Codeforces' rounds and gyms). */
  rateGroup?: string;
  /** False: left out of the PLATFORMS default, served only when named there. */
  enabledByDefault?: boolean;
  /** The platform's own contest ids, narrower than the id pattern every platform shares. */
  idShape: RegExp;
  createAdapter(context: AdapterContext): PlatformAdapter;
  /** Users' own handles (ownership, rated contests), where the platform has a public source. */
  createHandleSource?(context: AdapterContext): HandleSource;
  /** Finished rounds' standings, ratings and official changes, to predict rating changes. */
  createRatingSource?(context: AdapterContext): RatingSource;
  /** A finished contest's ranking and contestants' ratings, where rounds are rated by them alone. */
  createRankingSource?(context: AdapterContext): RankingSource;
  /** How a solution video names this platform's contests; none: its videos are never matched. */
  matchVideo?: VideoMatcher;
}
