import type { ProblemCatalog } from '#server/platforms/problem-catalog';

/**
 * The solved ids, and for one the catalog does not list, the id it lists the same problem under
 * (Codeforces' Div. 2 copies): solving either is solving both.
 */
export function solvedInCatalog(
  solved: { ids: readonly string[]; named: ReadonlyMap<string, string> },
  catalog: ProblemCatalog | undefined,
): string[] {
  const ids = [...solved.ids];
  if (!catalog) return ids;
  for (const [id, name] of solved.named) {
    const same = catalog.problem(id, name);
    if (same && same.id !== id) ids.push(same.id);
  }
  return ids;
}
