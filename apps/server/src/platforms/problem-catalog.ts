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
  problem(id: string): CatalogProblem | undefined;
  problems(): readonly CatalogProblem[];
}

/** The lists grow by a round's few problems a week: read once a day. */
const REFRESH_MS = 24 * 60 * 60_000;
/** After a failed read, the next try waits this long (the last good read serves meanwhile). */
const RETRY_MS = 10 * 60_000;

/** Holds what a read gave; `take` lets a read made for something else fill it (Codeforces). */
export function createKeptCatalog() {
  let byId = new Map<string, CatalogProblem>();
  let list: readonly CatalogProblem[] = [];
  return {
    take(problems: readonly CatalogProblem[]) {
      list = problems;
      byId = new Map(problems.map((p) => [p.id, p]));
    },
    problem: (id: string) => byId.get(id),
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
