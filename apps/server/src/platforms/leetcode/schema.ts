import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/** A contest as LeetCode's GraphQL returns it; `topTwoContests` callers may not ask for the slug. */
export const leetcodeContestItemSchema = z.object({
  title: z.string(),
  titleSlug: z.string().min(1).optional(),
  startTime: z.number().int(),
  // A negative one is skipped by the sync's row check, not a failure of the whole list.
  duration: z.number().int(),
});
export type LeetcodeContestItem = z.infer<typeof leetcodeContestItemSchema>;

/**
 * Our own `allContests` query asks for `titleSlug`, and a slug derived from the title would be
 * wrong for old contests ("Weekly Contest 57" is `leetcode-weekly-contest-57`), so it is required.
 */
export const leetcodeAllContestsBodySchema = z.object({
  data: z.object({
    allContests: rowsOf(leetcodeContestItemSchema.extend({ titleSlug: z.string().min(1) })),
  }),
});
export type LeetcodeAllContestsBody = z.infer<typeof leetcodeAllContestsBodySchema>;

/** GraphQL reports failures in `errors`, possibly next to a null or partial `data`. */
export const leetcodeErrorsBodySchema = z.object({
  errors: z.array(z.object({ message: z.string() })).min(1),
});
