import type { CatalogProblem } from '#server/platforms/problem-catalog';

/**
 * The chance a rated player beats a problem rated `difficulty`: Codeforces' own Elo expectation,
 * `1 / (1 + 10^((difficulty - rating) / 400))` (LeetCode's ratings are on the same scale).
 */
export const eloChance = (rating: number, difficulty: number): number =>
  1 / (1 + 10 ** ((difficulty - rating) / 400));

/**
 * AtCoder Problems' internal rating (kenkoooo/AtCoderProblems, atcoder-problems-frontend/src/
 * utils/RatingInfo.ts, commit 9fec969): the shown rating undone of AtCoder's lowering of ratings
 * under 400 and of its correction for few contests; null before the first rated contest.
 */
export function atcoderInternalRating(rating: number, ratedContests: number): number | null {
  if (ratedContests === 0) return null;
  const beforeLowering = rating <= 400 ? 400 * (1 - Math.log(400 / rating)) : rating;
  const fewContests =
    ((Math.sqrt(1 - 0.9 ** (2 * ratedContests)) / (1 - 0.9 ** ratedContests) - 1) /
      (Math.sqrt(19) - 1)) *
    1200;
  return beforeLowering + fewContests;
}

/**
 * AtCoder Problems' `predictSolveProbability` (utils/ProblemModelUtil.ts, same commit): a
 * logistic curve in the raw (unclipped) difficulty with the problem's own discrimination.
 */
export const modelChance = (
  internalRating: number,
  model: { rawDifficulty: number; discrimination: number },
): number => 1 / (1 + Math.exp(-model.discrimination * (internalRating - model.rawDifficulty)));

/**
 * A problem's solve chance for a player: by its model where it has one (AtCoder, `rating` then
 * the internal rating), else by Elo from its difficulty; undefined when it is unrated.
 */
export function solveChance(problem: CatalogProblem, rating: number): number | undefined {
  if (problem.model) return modelChance(rating, problem.model);
  if (problem.difficulty === undefined) return undefined;
  return eloChance(rating, problem.difficulty);
}
