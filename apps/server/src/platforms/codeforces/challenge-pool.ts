import type { SubmissionChallenge } from '#server/domain/handle-challenge';
import type { Clock } from '#server/lib/clock';
import { poolProblemSchema, problemsetBodySchema } from './handles-schema';

/** Fewer problems than this in an answer: not trusted as the pool (a cut or wrong answer). */
export const MIN_POOL = 500;
/** The problemset grows by a round's few problems a week: read once a day. */
const REFRESH_MS = 24 * 60 * 60_000;
/** After a failed read, the fallback serves this long before the next try. */
const RETRY_MS = 10 * 60_000;

/**
 * Problems everyone can open and submit to (each a round's A, in the problemset for years). Used
 * only while `problemset.problems` cannot be read (decision 038): linking keeps working, and no
 * two pending claims of a handle share a problem still; only 8 accounts can then claim one handle
 * at once, and the 9th is asked to try later.
 */
export const FALLBACK_PROBLEMS: readonly SubmissionChallenge[] = [
  { contestId: 1, index: 'A' },
  { contestId: 50, index: 'A' },
  { contestId: 71, index: 'A' },
  { contestId: 158, index: 'A' },
  { contestId: 231, index: 'A' },
  { contestId: 282, index: 'A' },
  { contestId: 112, index: 'A' },
  { contestId: 263, index: 'A' },
];

/** The pool from a `problemset.problems` body, in its order; undefined if not worth trusting. */
export function poolFrom(body: unknown): SubmissionChallenge[] | undefined {
  const parsed = problemsetBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const pool: SubmissionChallenge[] = [];
  for (const row of parsed.data.result.problems) {
    const problem = poolProblemSchema.safeParse(row);
    if (problem.success)
      pool.push({ contestId: problem.data.contestId, index: problem.data.index });
  }
  return pool.length >= MIN_POOL ? pool : undefined;
}

/**
 * The challenge problems, kept per instance: read through the platform's client (its gate) once
 * a day; the fallback while no read has succeeded, the last good pool while a refresh fails.
 */
export function createChallengePool(deps: {
  clock: Clock;
  read: (signal: AbortSignal) => Promise<unknown>;
}) {
  let pool: readonly SubmissionChallenge[] | undefined;
  let nextReadAt = 0;
  let reading: Promise<void> | undefined;

  const readNow = async (signal: AbortSignal) => {
    const now = deps.clock.now().getTime();
    const read = poolFrom(await deps.read(signal).catch(() => undefined));
    if (read) pool = read;
    nextReadAt = now + (read ? REFRESH_MS : RETRY_MS);
  };

  return {
    /** Reads the pool if due (one read at a time); never fails. */
    async refresh(signal: AbortSignal): Promise<void> {
      if (deps.clock.now().getTime() < nextReadAt) return;
      reading ??= readNow(signal).finally(() => {
        reading = undefined;
      });
      await reading;
    },
    problems(): readonly SubmissionChallenge[] {
      return pool ?? FALLBACK_PROBLEMS;
    },
  };
}

/** A problem no pending claim of the handle holds, picked with `random`; undefined if none. */
export function pickProblem(
  problems: readonly SubmissionChallenge[],
  taken: readonly SubmissionChallenge[],
  random: () => number,
): SubmissionChallenge | undefined {
  const held = new Set(taken.map((t) => `${t.contestId}/${t.index}`));
  const free = problems.filter((p) => !held.has(`${p.contestId}/${p.index}`));
  return free[Math.min(free.length - 1, Math.floor(random() * free.length))];
}
