import type { PlatformId, UpsolveResponse } from '@contest-tracker/contract';
import type { Catalogs } from './catalogs';

type Problem = UpsolveResponse['contests'][number]['problems'][number];
interface StoredProblem {
  id: string;
  name: string;
  link: string;
  solved: boolean;
}

/** Easiest first; unrated after every rated one; then by id, so the order is always the same. */
function easiestFirst(a: Problem, b: Problem): number {
  const da = a.difficulty ?? Number.POSITIVE_INFINITY;
  const db = b.difficulty ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One contest's problems with their difficulty and tags from the platform's catalog: the open
 * ones easiest first, then those solved since (in the same order), with the open count.
 */
export function orderContestProblems(
  platform: string,
  stored: readonly StoredProblem[],
  catalogs: Catalogs,
): { open: number; problems: Problem[] } {
  const catalog = catalogs[platform as PlatformId];
  const problems = stored.map((p): Problem => {
    const known = catalog?.problem(p.id, p.name);
    return { ...p, difficulty: known?.difficulty ?? null, tags: [...(known?.tags ?? [])] };
  });
  const open = problems.filter((p) => !p.solved).sort(easiestFirst);
  const solved = problems.filter((p) => p.solved).sort(easiestFirst);
  return { open: open.length, problems: [...open, ...solved] };
}
