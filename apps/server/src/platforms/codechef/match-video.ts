import {
  allCaptures,
  normalizeText,
  NO_MATCH,
  type KnownContest,
  type VideoMatch,
  type VideoText,
} from '#server/platforms/video-match';

// 'Starters 178', 'CodeChef Starters #178 (Div 2)', 'START178', 'START178B'.
const STARTERS = /\bstarters\s*#?\s*(\d+)(?!\d)/gu;
const CODE = /\bstart(\d+)[a-d]?\b/gu;
const LINK = /\bcodechef\.com\/(?:[a-z]+\/)?start(\d+)[a-d]?\b/gu;

/** A Starters round and its division variants: START178, START178A … START178D. */
const family = (round: number) => new RegExp(`^START${round}[A-D]?$`);

/** The Starters rounds the text names, by number. */
function namedStartersRounds(title: string, description: string): number[] {
  const text = normalizeText(title);
  const rounds = [
    ...allCaptures(STARTERS, text),
    ...allCaptures(CODE, text),
    ...allCaptures(LINK, normalizeText(`${title}\n${description}`)),
  ].map(Number);
  return [...new Set(rounds)];
}

/**
 * CodeChef: 'Starters 178' (or `START178B`, or a `codechef.com/START178` link) → START178 and
 * whichever of its division variants START178A..D we list: they share one video.
 */
export function matchCodechefVideo(
  video: VideoText,
  contests: readonly KnownContest[],
): VideoMatch {
  const rounds = namedStartersRounds(video.title, video.description);
  if (rounds.length === 0) return NO_MATCH;
  const members = rounds.map((round) =>
    contests.map((contest) => contest.externalId).filter((id) => family(round).test(id)),
  );
  const [only] = members;
  if (rounds.length === 1 && only && only.length > 0) return { kind: 'exact', externalIds: only };
  const candidates = members.flat();
  return candidates.length === 0
    ? { kind: 'queue', candidates, reason: 'names a Starters round we do not have yet' }
    : { kind: 'queue', candidates, reason: 'names several Starters rounds' };
}
