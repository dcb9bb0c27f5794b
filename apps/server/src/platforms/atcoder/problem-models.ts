import { z } from 'zod';
import type { CatalogProblem } from '#server/platforms/problem-catalog';
import type { ContestProblem } from './upsolve';

/**
 * One model of AtCoder Problems' `resources/problem-models.json` (PROVENANCE K): the item
 * response model's `difficulty` and `discrimination`, absent for problems too few people tried.
 */
const modelSchema = z.object({
  difficulty: z.number().optional(),
  discrimination: z.number().positive().optional(),
});

/** The body: problem id → model (checked one by one: a bad model is that problem unrated). */
export const problemModelsBodySchema = z.record(z.string(), z.unknown());

/**
 * AtCoder Problems shows a low difficulty clipped, so that it stays positive: `clipDifficulty`
 * in kenkoooo/AtCoderProblems, atcoder-problems-frontend/src/utils/index.ts (commit 9fec969).
 */
export const clipDifficulty = (difficulty: number): number =>
  Math.round(difficulty >= 400 ? difficulty : 400 / Math.exp(1.0 - difficulty / 400));

const ATCODER_ORIGIN = 'https://atcoder.jp';

/** Every problem of the contests' lists, with its model where AtCoder Problems has one. */
export function atcoderCatalog(
  byContest: ReadonlyMap<string, readonly ContestProblem[]>,
  models: Readonly<Record<string, unknown>>,
): CatalogProblem[] {
  const seen = new Set<string>();
  const problems: CatalogProblem[] = [];
  for (const [contestId, list] of byContest) {
    for (const problem of list) {
      // A problem shared by two contests (ABC and ARC) is listed once, under the first.
      if (seen.has(problem.id)) continue;
      seen.add(problem.id);
      const model = modelSchema.safeParse(models[problem.id]);
      const raw = model.success ? model.data.difficulty : undefined;
      const discrimination = model.success ? model.data.discrimination : undefined;
      problems.push({
        id: problem.id,
        name: problem.name,
        contestId,
        url: `${ATCODER_ORIGIN}/contests/${contestId}/tasks/${problem.id}`,
        difficulty: raw === undefined ? undefined : clipDifficulty(raw),
        // AtCoder Problems publishes no tags.
        tags: [],
        ...(raw !== undefined && discrimination !== undefined
          ? { model: { rawDifficulty: raw, discrimination } }
          : {}),
      });
    }
  }
  return problems;
}
