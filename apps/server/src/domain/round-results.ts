/** One contestant's line of a results message: their rank and change in a round. */
interface ResultLine {
  handle: string;
  rank: number;
  oldRating: number;
  newRating: number;
}

/**
 * What a results message says (issue 49), fixed when it is planned: the kept changes are replaced
 * by the next prediction or the official ones, while the message must say what was known then,
 * and the official one is compared with what the user was told.
 */
export interface ResultsPayload {
  /** The changes are Codeforces' own (`contest.ratingChanges`), not our prediction. */
  final: boolean;
  /** The user's own handle. */
  own: ResultLine;
  /** `results-final`: the prediction the first message gave for `own`. */
  predicted?: ResultLine;
  /** Followed handles that took part, best rank first; empty without `includeFollowing`. */
  following: ResultLine[];
}

/** '+34', '−12' (a true minus sign, as the cards write it), '±0'. */
function signedChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '±0';
}

const word = (payload: ResultsPayload) => (payload.final ? 'final' : 'predicted');
const change = (line: ResultLine) => signedChange(line.newRating - line.oldRating);

/** 'Codeforces Round 926 (Div. 2): #777, predicted +34 (1635 → 1669)'. */
export function resultsHeadline(title: string, payload: ResultsPayload): string {
  const { own } = payload;
  return `${title}: #${own.rank}, ${word(payload)} ${change(own)} (${own.oldRating} → ${own.newRating})`;
}

/**
 * The lines under it: what the prediction said when the official change differs, then each
 * followed handle ('tourist: #1, predicted +12').
 */
export function resultsLines(payload: ResultsPayload): string[] {
  const lines: string[] = [];
  const { predicted } = payload;
  if (predicted) {
    lines.push(
      `The official change differs from the predicted ${change(predicted)} (${predicted.oldRating} → ${predicted.newRating}).`,
    );
  }
  for (const line of payload.following) {
    lines.push(`${line.handle}: #${line.rank}, ${word(payload)} ${change(line)}`);
  }
  return lines;
}
