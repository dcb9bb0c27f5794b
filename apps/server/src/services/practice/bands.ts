/** How hard a pick should be, as AtCoder Problems' recommendation options (issue 50). */
export type Band = 'easy' | 'medium' | 'hard';

/**
 * Each band's solve-chance range and the chance aimed at inside it: AtCoder Problems'
 * `getRecommendProbability` and `getRecommendProbabilityRange` (kenkoooo/AtCoderProblems,
 * atcoder-problems-frontend/src/pages/UserPage/Recommendations/RecommendProblems.ts, commit
 * 81f9803): Easy 80 % in [50 %, 100 %], Moderate 50 % in [20 %, 80 %], Difficult 20 % in [0, 50 %].
 */
export const BANDS: Readonly<Record<Band, { target: number; min: number; max: number }>> = {
  easy: { target: 0.8, min: 0.5, max: 1 },
  medium: { target: 0.5, min: 0.2, max: 0.8 },
  hard: { target: 0.2, min: 0, max: 0.5 },
};

/**
 * The `count` candidates in the band whose chance is nearest its target (ties by id, so the
 * same state gives the same picks).
 */
export function pickInBand<T extends { id: string; solveChance: number }>(
  candidates: Iterable<T>,
  band: Band,
  count: number,
): T[] {
  const { target, min, max } = BANDS[band];
  const inBand: T[] = [];
  for (const candidate of candidates) {
    if (candidate.solveChance >= min && candidate.solveChance <= max) inBand.push(candidate);
  }
  inBand.sort(
    (a, b) =>
      Math.abs(a.solveChance - target) - Math.abs(b.solveChance - target) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return inBand.slice(0, count);
}
