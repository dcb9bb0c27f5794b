/** Who made a submission: the contest itself, or practice (and virtual runs) later. */
const DURING = new Set(['CONTESTANT', 'OUT_OF_COMPETITION']);

export interface TriedSubmission {
  contestId?: number | undefined;
  index: string;
  name?: string | undefined;
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

/** A submission as a read of `user.status` keeps it. */
export interface Submission extends TriedSubmission {
  id: number;
  creationTimeSeconds: number;
}

/** A verdict still to come: the submission is read again next time. */
const judging = (s: TriedSubmission) => s.verdict === undefined || s.verdict === 'TESTING';

/**
 * Past the newest submission judged with none still being judged before it, so that a verdict
 * still to come is read next time (reading a submission twice changes nothing).
 */
export function nextCursor(
  submissions: readonly Submission[],
  since: string | undefined,
): string | undefined {
  const pending = submissions.filter(judging).map((s) => s.id);
  // Every submission read is past `since`, so this never goes back before it.
  if (pending.length > 0) return String(Math.min(...pending) - 1);
  if (submissions.length === 0) return since;
  return String(Math.max(...submissions.map((s) => s.id)));
}

/** Problems solved after their contest (practice, a virtual run), as `1459B`. */
export function solvedAfterwards(submissions: readonly TriedSubmission[]): string[] {
  const ids = submissions
    .filter(
      (s) =>
        s.verdict === 'OK' && s.contestId !== undefined && !DURING.has(s.participantType ?? ''),
    )
    .map((s) => `${s.contestId}${s.index}`);
  return [...new Set(ids)];
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

/**
 * Every problem with an accepted submission, during a contest or not, as `1459B`, with the name
 * each goes by (the catalog may list it under the other division's id).
 */
export function acceptedProblems(submissions: readonly TriedSubmission[]): {
  ids: string[];
  names: Map<string, string>;
} {
  const names = new Map<string, string>();
  const ids = new Set<string>();
  for (const s of submissions) {
    if (s.verdict !== 'OK' || s.contestId === undefined) continue;
    const id = `${s.contestId}${s.index}`;
    ids.add(id);
    if (s.name !== undefined) names.set(id, s.name);
  }
  return { ids: [...ids], names };
}
