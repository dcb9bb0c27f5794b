import { z } from 'zod';
import type { CatalogProblem } from '#server/platforms/problem-catalog';
import { problemsetBodySchema } from './handles-schema';

/** A `Problem` of `problemset.problems` (apiHelp/objects): what its difficulty needs. */
const catalogRowSchema = z.object({
  contestId: z.number().int().positive(),
  index: z.string().min(1).max(8),
  name: z.string(),
  // Absent until the round's problems are rated (some days after it).
  rating: z.number().int().positive().optional(),
  tags: z.array(z.string()).default([]),
});

/**
 * Every problem of a `problemset.problems` body with its rating and tags, in its order (rows of
 * another shape left out); undefined when the body is not one.
 */
export function catalogFrom(body: unknown): CatalogProblem[] | undefined {
  const parsed = problemsetBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const problems: CatalogProblem[] = [];
  for (const item of parsed.data.result.problems) {
    const row = catalogRowSchema.safeParse(item);
    if (!row.success) continue;
    const { contestId, index, name, rating, tags } = row.data;
    problems.push({
      id: `${contestId}${index}`,
      name,
      contestId: String(contestId),
      url: `https://codeforces.com/contest/${contestId}/problem/${index}`,
      difficulty: rating,
      tags,
    });
  }
  return problems;
}

/**
 * A round held as Div. 1 and Div. 2 has two contests with neighbouring ids (1528 and 1529), and
 * `problemset.problems` lists a problem they share once, under the Div. 1 id: the Div. 2 copy
 * (1529C, as `user.status` and `contest.standings` name it) is the problem of the same name in
 * the contest next to it (1528A). cfviz matches them the same way (sjsakib/cfviz PR #32).
 */
export function parallelContests(problemId: string): string[] {
  const contestId = /^(\d+)[A-Z]/.exec(problemId)?.[1];
  if (contestId === undefined) return [];
  const id = Number(contestId);
  return [String(id - 1), String(id + 1)];
}
