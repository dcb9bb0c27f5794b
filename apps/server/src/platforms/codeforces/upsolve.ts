/** Who made a submission: the contest itself, or practice (and virtual runs) later. */
const DURING = new Set(['CONTESTANT', 'OUT_OF_COMPETITION']);

export interface TriedSubmission {
  contestId?: number | undefined;
  index: string;
  participantType?: string | undefined;
  verdict?: string | undefined;
}

/**
 * A contest's problems the user did not solve during it, each with whether they solved it since.
 * A problem solved during the contest is never listed; one never tried is.
 */
export function leftToUpsolve(
  contestId: number,
  problems: readonly { index: string; name: string }[],
  submissions: readonly TriedSubmission[],
): { index: string; name: string; solved: boolean }[] {
  const accepted = submissions.filter((s) => s.contestId === contestId && s.verdict === 'OK');
  const solvedDuring = new Set(
    accepted.filter((s) => DURING.has(s.participantType ?? '')).map((s) => s.index),
  );
  const solvedLater = new Set(
    accepted.filter((s) => !DURING.has(s.participantType ?? '')).map((s) => s.index),
  );
  return problems
    .filter((p) => !solvedDuring.has(p.index))
    .map((p) => ({ index: p.index, name: p.name, solved: solvedLater.has(p.index) }));
}

/** The contests the user took part in (not practice, not virtual), newest first. */
export function contestsTakenPart(
  submissions: readonly (TriedSubmission & { creationTimeSeconds: number })[],
): number[] {
  const latest = new Map<number, number>();
  for (const s of submissions) {
    if (s.contestId === undefined || !DURING.has(s.participantType ?? '')) continue;
    latest.set(s.contestId, Math.max(latest.get(s.contestId) ?? 0, s.creationTimeSeconds));
  }
  return [...latest.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
