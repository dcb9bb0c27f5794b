import type { PlatformId } from '@contest-tracker/contract';
import { publicContestId } from '#server/domain/contest';
import { matchAtcoderVideo } from './atcoder/match-video';
import { matchCodechefVideo } from './codechef/match-video';
import { matchCodeforcesVideo } from './codeforces/match-video';
import { matchLeetcodeVideo } from './leetcode/match-video';
import type { KnownContest, VideoMatch, VideoText } from './video-match';

type VideoMatcher = (video: VideoText, contests: readonly KnownContest[]) => VideoMatch;

/** One matcher per platform, each in its adapter's folder; a new platform must bring one. */
const VIDEO_MATCHERS: Record<PlatformId, VideoMatcher> = {
  codeforces: matchCodeforcesVideo,
  leetcode: matchLeetcodeVideo,
  codechef: matchCodechefVideo,
  atcoder: matchAtcoderVideo,
};

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
  const verdicts = (Object.keys(VIDEO_MATCHERS) as PlatformId[]).flatMap((platform) => {
    const verdict = VIDEO_MATCHERS[platform](video, contests[platform] ?? []);
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
