import {
  allCaptures,
  decide,
  normalizeText,
  type KnownContest,
  type VideoMatch,
  type VideoText,
} from '#server/platforms/video-match';

const SERIES: Record<string, string> = { beginner: 'abc', regular: 'arc', grand: 'agc' };
// 'AtCoder Beginner Contest 400', 'ABC 400', 'ABC400', 'ARC 190', 'AGC 070'.
const LONG = /\batcoder\s+(beginner|regular|grand)\s+contest\s*#?\s*(\d+)(?!\d)/gu;
const SHORT = /\b(abc|arc|agc)\s*#?\s*(\d{3})(?!\d)/gu;
const LINK = /\batcoder\.jp\/contests\/(a[brg]c\d{3})(?!\d)/gu;

/** The AtCoder contest ids the text names: `abc400`, `arc190`, `agc070`. */
function namedAtcoderIds(title: string, description: string): string[] {
  const text = normalizeText(title);
  const ids = [
    ...[...text.matchAll(LONG)].map(
      (m) => `${SERIES[m[1] ?? ''] ?? ''}${String(Number(m[2])).padStart(3, '0')}`,
    ),
    ...[...text.matchAll(SHORT)].map((m) => `${m[1] ?? ''}${m[2] ?? ''}`),
    ...allCaptures(LINK, normalizeText(`${title}\n${description}`)),
  ];
  return [...new Set(ids)];
}

/**
 * AtCoder: 'ABC 400' / 'AtCoder Beginner Contest 400' (or an atcoder.jp link) → `abc400`.
 * Keyed on AtCoder's contest id pattern; the sync uses it once AtCoder is one of our platforms.
 */
export function matchAtcoderVideo(video: VideoText, contests: readonly KnownContest[]): VideoMatch {
  const known = new Set(contests.map((contest) => contest.externalId));
  const named = namedAtcoderIds(video.title, video.description);
  return decide(
    named,
    named.filter((id) => known.has(id)),
    'AtCoder contest',
  );
}
