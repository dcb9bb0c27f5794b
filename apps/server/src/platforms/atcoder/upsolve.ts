/** AtCoder's upsolving rules: a contest's window decides what was solved during it. */

export interface AtcoderSubmission {
  id: number;
  epochSecond: number;
  problemId: string;
  contestId: string;
  result: string;
}

interface ContestWindow {
  startsAt: Date;
  endsAt: Date;
}

export interface ContestProblem {
  id: string;
  index: string;
  name: string;
}

/** Waiting for judgement (WJ), or being judged (`3/12`, WR). */
const judging = (s: AtcoderSubmission) =>
  s.result === 'WJ' || s.result === 'WR' || /\//.test(s.result);

function during(s: AtcoderSubmission, windows: ReadonlyMap<string, ContestWindow>): boolean {
  const window = windows.get(s.contestId);
  const at = s.epochSecond * 1000;
  return window !== undefined && at >= window.startsAt.getTime() && at < window.endsAt.getTime();
}

/** The contests submitted to during their window, newest first. */
export function contestsEntered(
  submissions: readonly AtcoderSubmission[],
  windows: ReadonlyMap<string, ContestWindow>,
): string[] {
  const latest = new Map<string, number>();
  for (const s of submissions) {
    if (!during(s, windows)) continue;
    latest.set(s.contestId, Math.max(latest.get(s.contestId) ?? 0, s.epochSecond));
  }
  return [...latest.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/**
 * The contest's problems not accepted during it, each with whether it was accepted since (in any
 * contest that shares it, or in practice).
 */
export function leftInContest(
  contestId: string,
  problems: readonly ContestProblem[],
  submissions: readonly AtcoderSubmission[],
  windows: ReadonlyMap<string, ContestWindow>,
): (ContestProblem & { solved: boolean })[] {
  const accepted = submissions.filter((s) => s.result === 'AC');
  const solvedDuring = new Set(
    accepted.filter((s) => s.contestId === contestId && during(s, windows)).map((s) => s.problemId),
  );
  const solvedLater = new Set(solvedAfterwards(submissions, windows));
  return problems
    .filter((p) => !solvedDuring.has(p.id))
    .map((p) => ({ ...p, solved: solvedLater.has(p.id) }));
}

/** Problems accepted outside the window of the contest submitted to. */
export function solvedAfterwards(
  submissions: readonly AtcoderSubmission[],
  windows: ReadonlyMap<string, ContestWindow>,
): string[] {
  const ids = submissions
    .filter((s) => s.result === 'AC' && !during(s, windows))
    .map((s) => s.problemId);
  return [...new Set(ids)];
}

/**
 * Where the next read starts (`from_second`, inclusive): at the first submission still judged, or
 * at the newest one read (read again, which changes nothing), so none made in the same second is
 * missed.
 */
export function nextFromSecond(
  submissions: readonly AtcoderSubmission[],
  since: string | undefined,
): string | undefined {
  const pending = submissions.filter(judging).map((s) => s.epochSecond);
  if (pending.length > 0) return String(Math.min(...pending));
  if (submissions.length === 0) return since;
  return String(Math.max(...submissions.map((s) => s.epochSecond)));
}
