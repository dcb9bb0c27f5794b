import { z } from 'zod';
import { contestStatusSchema } from './contest';
import { platformIdSchema } from './platforms';

/**
 * Our own contest shape (issue 47), by ids: what `/api/contests/*`, the web app and every dialect
 * (the first client, kontests, clist, feeds) start from. Instants are ISO 8601 UTC.
 */
export const apiContestSchema = z.object({
  /** Stable, platform-qualified: `codeforces-1926`, `leetcode-weekly-contest-386`. */
  id: z.string(),
  platform: platformIdSchema,
  /** The platform's display name, for people; code compares `platform`. */
  platformName: z.string(),
  title: z.string(),
  url: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationSeconds: z.number().int().nonnegative(),
  status: contestStatusSchema,
  /** A solution video: pasted by an admin, or matched by the server from the playlists. */
  solution: z.object({ url: z.string(), source: z.enum(['admin', 'matched']) }).optional(),
  /**
   * Only for a signed-in user (sent with their token), on a contest they took part in with a
   * verified handle: their rank, rating change and what is left to upsolve.
   */
  you: z
    .object({
      rank: z.number().int(),
      ratingChange: z.number().int(),
      toUpsolve: z.number().int().optional(),
      /** True: a predicted change, not yet the official one (issue 49); with the ratings. */
      predicted: z.boolean().optional(),
      oldRating: z.number().int().optional(),
      newRating: z.number().int().optional(),
    })
    .optional(),
  /** Signed in: how many of the handles the user follows took part (kept rounds, issue 49). */
  friends: z.number().int().positive().optional(),
});
export type ApiContest = z.infer<typeof apiContestSchema>;

/** `GET /api/contests/upcoming`: running contests first (ending soonest), then upcoming ones. */
export const apiUpcomingResponseSchema = z.object({ contests: z.array(apiContestSchema) });
export type ApiUpcomingResponse = z.infer<typeof apiUpcomingResponseSchema>;

const pageFields = {
  /** 0-based. */
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
};

/** `GET /api/contests/past`: newest first, a page at a time. */
export const apiPastResponseSchema = z.object({
  contests: z.array(apiContestSchema),
  ...pageFields,
  /**
   * How many past contests this filter (with `before`) and search find, as the caller sees them
   * (a user's hidden series left out); counted up to 10,001, which reads 'more than 10,000'.
   */
  total: z.number().int().nonnegative(),
  /**
   * Only for a signed-in user who hides series (sent with their token): how many contests this
   * filter leaves out for them; the list itself is already without them.
   */
  hiddenCount: z.number().int().nonnegative().optional(),
});
export type ApiPastResponse = z.infer<typeof apiPastResponseSchema>;

/** `GET /api/contests/:id`. */
export const apiContestResponseSchema = z.object({ contest: apiContestSchema });
export type ApiContestResponse = z.infer<typeof apiContestResponseSchema>;

/** `GET /api/user/bookmarks`: the caller's bookmarks: running, upcoming soonest first, past newest first. */
export const apiBookmarksResponseSchema = z.object({
  contests: z.array(apiContestSchema),
  ...pageFields,
});
export type ApiBookmarksResponse = z.infer<typeof apiBookmarksResponseSchema>;
