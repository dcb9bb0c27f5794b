import type { Clock } from '#server/lib/clock';

/** One problem of a platform with what is known of its difficulty (issue 50). */
export interface CatalogProblem {
  /** The platform's own problem id, as the upsolve list keeps it: `1459B`, `abc138_d`. */
  id: string;
  name: string;
  /** The platform's own contest id (`1459`, `abc138`, `weekly-contest-408`). */
  contestId: string;
  url: string;
  /** As the platform's raters show it (AtCoder: clipped); undefined: unrated. */
  difficulty: number | undefined;
  tags: readonly string[];
  /** AtCoder Problems' item-response model, where the solve chance follows it. */
  model?: { rawDifficulty: number; discrimination: number };
}

/**
 * A platform's problems with their difficulties, kept per instance and read again once a day
 * through the platform's gate. `refresh` never fails: the last good read stays.
 */
export interface ProblemCatalog {
  refresh(signal: AbortSignal): Promise<void>;
  /**
   * The problem listed under this id; else, given the name it goes by there, the same problem
   * listed under a parallel contest's id (see createKeptCatalog).
   */
  problem(id: string, name?: string): CatalogProblem | undefined;
  problems(): readonly CatalogProblem[];
}

/** The lists grow by a round's few problems a week: read once a day. */
const REFRESH_MS = 24 * 60 * 60_000;
/** After a failed read, the next try waits this long (the last good read serves meanwhile). */
const RETRY_MS = 10 * 60_000;

/**
 * Holds what a read gave; `take` lets a read made for something else fill it (Codeforces).
 * `parallelContests` names, for a problem id the list lacks, the contests that may list the same
 * problem under their own id: a problem of theirs with the same name is it (one name held by two
 * of a contest's problems finds neither).
 */
export function createKeptCatalog(parallelContests?: (problemId: string) => readonly string[]) {
  let byId = new Map<string, CatalogProblem>();
  let byContestAndName = new Map<string, CatalogProblem | null>();
  let list: readonly CatalogProblem[] = [];
  const key = (contestId: string, name: string) => `${contestId}\n${name}`;
  return {
    take(problems: readonly CatalogProblem[]) {
      list = problems;
      byId = new Map(problems.map((p) => [p.id, p]));
      byContestAndName = new Map();
      if (!parallelContests) return;
      for (const p of problems) {
        const k = key(p.contestId, p.name);
        byContestAndName.set(k, byContestAndName.has(k) ? null : p);
      }
    },
    problem: (id: string, name?: string): CatalogProblem | undefined => {
      const listed = byId.get(id);
      if (listed || name === undefined || !parallelContests) return listed;
      for (const contestId of parallelContests(id)) {
        const same = byContestAndName.get(key(contestId, name));
        if (same) return same;
      }
      return undefined;
    },
    problems: () => list,
  };
}

/**
 * A catalog read by `read` (undefined: the answer was not usable) at most once a day per
 * instance, one read at a time.
 */
export function createDailyCatalog(deps: {
  clock: Clock;
  read: (signal: AbortSignal) => Promise<readonly CatalogProblem[] | undefined>;
}): ProblemCatalog {
  const kept = createKeptCatalog();
  let nextReadAt = 0;
  let reading: Promise<void> | undefined;
  const readNow = async (signal: AbortSignal) => {
    const now = deps.clock.now().getTime();
    const read = await deps.read(signal).catch(() => undefined);
    if (read) kept.take(read);
    nextReadAt = now + (read ? REFRESH_MS : RETRY_MS);
  };
  return {
    async refresh(signal) {
      if (deps.clock.now().getTime() < nextReadAt) return;
      reading ??= readNow(signal).finally(() => {
        reading = undefined;
      });
      await reading;
    },
    problem: kept.problem,
    problems: kept.problems,
  };
}
