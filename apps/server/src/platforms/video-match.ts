/**
 * What a platform's matcher makes of one solution video. Matchers are pure: the video's text and
 * the platform's known contests in, a verdict out; the sync decides what to write.
 */
export interface VideoText {
  title: string;
  description: string;
}

/** A contest as a matcher sees it: the platform's own id and the title the platform gives it. */
export interface KnownContest {
  externalId: string;
  title: string;
}

export type VideoMatch =
  /** The video names no contest of this platform. */
  | { kind: 'none' }
  /**
   * The video names exactly one contest we have. Usually one id; CodeChef's division variants
   * (START178A..D) of one round share the round's video, so they come along.
   */
  | { kind: 'exact'; externalIds: string[] }
  /** It names this platform's contests, but which one is not certain: an admin decides. */
  | { kind: 'queue'; candidates: string[]; reason: string };

export const NO_MATCH: VideoMatch = { kind: 'none' };

/** Lower case, full-width digits and letters folded (NFKC), whitespace runs made single. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

/** Every capture group 1 of `pattern` (which must be global) in `text`, deduplicated, in order. */
export function allCaptures(pattern: RegExp, text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== undefined) found.add(match[1]);
  }
  return [...found];
}

/**
 * The common decision once a matcher knows which contest ids the text points at (`named`) and
 * which of those we have (`known`): one known → exact; none known → queue (we lack it yet);
 * several → queue.
 */
export function decide(
  named: readonly string[],
  known: readonly string[],
  what: string,
): VideoMatch {
  if (named.length === 0) return NO_MATCH;
  if (named.length === 1 && known.length === 1 && known[0] !== undefined) {
    return { kind: 'exact', externalIds: [known[0]] };
  }
  if (known.length === 0) {
    return { kind: 'queue', candidates: [], reason: `names ${what} we do not have yet` };
  }
  return { kind: 'queue', candidates: [...known], reason: `could be several ${what}s` };
}
