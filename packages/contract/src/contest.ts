import { z } from 'zod';
import { platformNameSchema } from './platforms';

export const contestStatusSchema = z.enum(['upcoming', 'running', 'finished']);

export const contestSchema = z.object({
  /** Stable, platform-qualified: `codeforces-1926`, `leetcode-weekly-contest-386`, `codechef-START178`. */
  id: z.string(),
  /** The same value as `id`: the first client reads a contest's id here (Mongo's name for it). */
  _id: z.string(),
  title: z.string(),
  link: z.string(),
  type: platformNameSchema,
  /** ISO 8601, UTC. */
  start_date: z.iso.datetime(),
  /** Minutes. */
  duration: z.number().int().nonnegative(),
  video_solution: z.string().optional(),
  /** With a video_solution: pasted by an admin, or matched by the server from the playlists. */
  solution_source: z.enum(['admin', 'matched']).optional(),
  status: contestStatusSchema,
  /**
   * Only in a signed-in user's past list (sent with their token), on a contest they took part in
   * with a verified handle: their rank, rating change and what is left to upsolve.
   */
  you: z
    .object({
      rank: z.number().int(),
      ratingChange: z.number().int(),
      /** Problems not solved during it and not since (GET /user/upsolve lists them). */
      toUpsolve: z.number().int().optional(),
    })
    .optional(),
});
export type Contest = z.infer<typeof contestSchema>;

export const upcomingContestsResponseSchema = z.object({
  upcomingContests: z.array(contestSchema),
});
export type UpcomingContestsResponse = z.infer<typeof upcomingContestsResponseSchema>;

export const pastContestsResponseSchema = z.object({
  pastContests: z.array(contestSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /**
   * How many contests the list has under its filters (and `before`), the viewer's hidden series
   * left out: pages run to ceil(total / pageSize), at most MAX_PAST_DEPTH contests deep.
   */
  total: z.number().int().nonnegative(),
  /**
   * Only for a signed-in user who hides series (sent with their token): how many contests this
   * filter leaves out for them; the list itself is already without them.
   */
  hiddenCount: z.number().int().nonnegative().optional(),
});
export type PastContestsResponse = z.infer<typeof pastContestsResponseSchema>;

/** `GET /contests/:id` (and the first client's `/contests/getContestById/:id`): one contest. */
export const contestParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const contestResponseSchema = z.object({ contest: contestSchema });
export type ContestResponse = z.infer<typeof contestResponseSchema>;

/**
 * The first client's solution page lists the contest's problems from `data`; problems are not
 * collected here, so it is always empty and that page says so instead of staying blank.
 */
export const firstClientContestResponseSchema = contestResponseSchema.extend({
  data: z
    .array(z.never())
    .max(0)
    .describe("The contest's problems, for the first client: not collected, always empty."),
});
