import type { MatchableContest, VideoDecision } from '#server/db/solution-videos-repository';
import { ofNamedDivisions, SEVERAL_DIVISIONS_REASON } from '#server/domain/named-divisions';
import type { SolutionVideoVerdict } from '#server/platforms/match-video';

export type Decision = Omit<VideoDecision, 'videoId'> & { attach: string[] };

/**
 * What becomes of a video given the matcher's verdict and the contests as they stand: attached
 * only when the match is exact, every contest has ended and one still lacks a link; otherwise
 * left alone (a link exists) or queued for an admin.
 */
export function decideVideo(
  verdict: SolutionVideoVerdict,
  contests: ReadonlyMap<string, MatchableContest>,
  now: Date,
  videoTitle = '',
): Decision {
  if (verdict.kind === 'none') {
    return { status: 'unmatched', candidates: [], reason: null, attach: [] };
  }
  const divisions =
    verdict.kind === 'queue'
      ? ofNamedDivisions(
          videoTitle,
          verdict.candidates.flatMap((id) => contests.get(id) ?? []),
        )
      : [];
  if (divisions.length > 0) {
    // One video for several contests: it waits for those of the named divisions still without one
    // (an admin attached it to the others, or another video came for them).
    const open = divisions.filter((contest) => !contest.hasSolution).map((contest) => contest.id);
    return open.length > 0
      ? { status: 'pending', candidates: open, reason: SEVERAL_DIVISIONS_REASON, attach: [] }
      : {
          status: 'skipped',
          candidates: divisions.map((contest) => contest.id),
          reason: 'every division it names has a solution link',
          attach: [],
        };
  }
  if (verdict.kind === 'queue') {
    return {
      status: 'pending',
      candidates: verdict.candidates,
      reason: verdict.reason,
      attach: [],
    };
  }
  const targets = verdict.contestIds.flatMap((id) => {
    const contest = contests.get(id);
    return contest ? [contest] : [];
  });
  const open = targets.filter((contest) => !contest.hasSolution);
  if (open.length === 0) {
    return {
      status: 'skipped',
      candidates: verdict.contestIds,
      reason: 'the contest already has a solution link',
      attach: [],
    };
  }
  if (targets.some((contest) => contest.endsAt.getTime() > now.getTime())) {
    return {
      status: 'pending',
      candidates: verdict.contestIds,
      reason: 'waits until the contest has ended',
      attach: [],
    };
  }
  return {
    status: 'attached',
    candidates: verdict.contestIds,
    reason: null,
    attach: open.map((contest) => contest.id),
  };
}
