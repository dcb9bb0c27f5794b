import type { PlatformId } from '@contest-tracker/contract';
import { publicContestId } from '#server/domain/contest';
import { PLATFORM_MODULES } from './modules';
import type { VideoMatcher } from './platform-module';
import type { KnownContest, VideoText } from './video-match';

/** The platforms whose modules bring a matcher; the others' videos are never matched. */
const VIDEO_MATCHERS = Object.values(PLATFORM_MODULES).flatMap((module) =>
  module.matchVideo ? [{ platform: module.id, match: module.matchVideo }] : [],
) satisfies { platform: PlatformId; match: VideoMatcher }[];

/** The verdict over every platform, in public contest ids (`codeforces-1929`). */
export type SolutionVideoVerdict =
  | { kind: 'none' }
  | { kind: 'exact'; contestIds: string[] }
  | { kind: 'queue'; candidates: string[]; reason: string };

/**
 * Asks every platform's matcher. Exactly one platform certain and the others silent → exact;
 * anything else that names a contest (doubt, a contest we lack, two platforms) → the queue.
 */
export function matchSolutionVideo(
  video: VideoText,
  contests: Partial<Record<PlatformId, readonly KnownContest[]>>,
): SolutionVideoVerdict {
  const verdicts = VIDEO_MATCHERS.flatMap(({ platform, match }) => {
    const verdict = match(video, contests[platform] ?? []);
    return verdict.kind === 'none' ? [] : [{ platform, verdict }];
  });
  const [first] = verdicts;
  if (!first) return { kind: 'none' };
  const toPublic = (platform: PlatformId, ids: readonly string[]) =>
    ids.map((id) => publicContestId(platform, id));
  if (verdicts.length === 1 && first.verdict.kind === 'exact') {
    return { kind: 'exact', contestIds: toPublic(first.platform, first.verdict.externalIds) };
  }
  const candidates = verdicts.flatMap(({ platform, verdict }) =>
    toPublic(platform, verdict.kind === 'exact' ? verdict.externalIds : verdict.candidates),
  );
  const reason =
    verdicts.length > 1
      ? `names contests of ${verdicts.map((v) => v.platform).join(' and ')}`
      : first.verdict.kind === 'queue'
        ? first.verdict.reason
        : 'uncertain';
  return { kind: 'queue', candidates, reason };
}
