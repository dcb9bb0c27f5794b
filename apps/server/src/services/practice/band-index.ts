import type { CatalogProblem } from '#server/platforms/problem-catalog';
import { BANDS, type Band } from './bands';
import type { IdNumbers } from './id-bits';
import { solveChance } from './solve-chance';

/**
 * Problems that share one solve-chance curve, easiest first: Elo (Codeforces, LeetCode) by
 * difficulty, AtCoder Problems' model by raw difficulty for each discrimination (all one today).
 * Along such a list the chance only falls, whatever the rating.
 */
export interface Curve {
  problems: CatalogProblem[];
  /** Each problem's id as a number (see id-bits). */
  numbers: Int32Array;
}

interface BandCandidate {
  problem: CatalogProblem;
  id: string;
  solveChance: number;
}

/** A catalog's rated problems on their curves; made once per catalog read. */
export function indexCatalog(problems: readonly CatalogProblem[], ids: IdNumbers): Curve[] {
  const curves = new Map<string, { problem: CatalogProblem; key: number }[]>();
  for (const problem of problems) {
    const { model, difficulty } = problem;
    // As solveChance: a model first, else Elo on the difficulty, else unrated (never picked).
    const [curve, key] = model
      ? [`model ${model.discrimination}`, model.rawDifficulty]
      : difficulty === undefined
        ? [undefined, 0]
        : ['elo', difficulty];
    if (curve === undefined) continue;
    const list = curves.get(curve) ?? [];
    list.push({ problem, key });
    curves.set(curve, list);
  }
  return [...curves.values()].map((list) => {
    list.sort((a, b) => a.key - b.key);
    return {
      problems: list.map((e) => e.problem),
      numbers: Int32Array.from(list, (e) => ids.numberOf(e.problem.id)),
    };
  });
}

/**
 * Every candidate `allowed` on one curve at least as near the band's target as the `count`-th
 * nearest: from where the chance crosses the target (a binary search), outwards on both sides
 * nearest first, to the band's edges at most. O(log n + what is passed over), not O(n).
 */
function nearOnCurve(
  curve: Curve,
  strength: number,
  band: Band,
  count: number,
  allowed: (problem: CatalogProblem, n: number) => boolean,
): BandCandidate[] {
  const { target, min, max } = BANDS[band];
  const { problems, numbers } = curve;
  const chanceAt = (i: number) => solveChance(problems[i] as CatalogProblem, strength) ?? 0;
  // The first problem whose chance is under the target.
  let lo = 0;
  let hi = problems.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (chanceAt(mid) < target) hi = mid;
    else lo = mid + 1;
  }
  let left = lo - 1;
  let right = lo;
  const found: BandCandidate[] = [];
  // The gap of the count-th found: past it nothing more can be picked.
  let reach = Infinity;
  for (;;) {
    const leftChance = left >= 0 ? chanceAt(left) : Infinity;
    const rightChance = right < problems.length ? chanceAt(right) : -Infinity;
    // As pickInBand measures it: |chance − target|, inside [min, max].
    const leftGap = leftChance <= max ? leftChance - target : Infinity;
    const rightGap = rightChance >= min ? target - rightChance : Infinity;
    const gap = Math.min(leftGap, rightGap);
    if (gap === Infinity || gap > reach) break;
    const takeLeft = leftGap <= rightGap;
    const i = takeLeft ? left-- : right++;
    const problem = problems[i] as CatalogProblem;
    if (!allowed(problem, numbers[i] ?? -1)) continue;
    found.push({ problem, id: problem.id, solveChance: takeLeft ? leftChance : rightChance });
    if (found.length === count) reach = gap;
  }
  return found;
}

/**
 * What pickInBand would be given every allowed problem: the candidates of each curve near the
 * target (it orders them and keeps `count`).
 */
export function nearTarget(
  curves: readonly Curve[],
  strength: number,
  band: Band,
  count: number,
  allowed: (problem: CatalogProblem, n: number) => boolean,
): BandCandidate[] {
  if (count <= 0) return [];
  return curves.flatMap((curve) => nearOnCurve(curve, strength, band, count, allowed));
}
