import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One row of `GET /contest/api/ranking/<slug>/?pagination=<n>&region=global` (`total_rank`): the
 * fields a prediction reads, as lccn_predictor's `ContestRecord` and SysSn13's predictor read them
 * (fixtures/upstream/PROVENANCE.md, LeetCode ranking: no recorded answer was found). `user_slug`
 * is what GraphQL's `username` takes; `username` may be a display form of it.
 */
const rankingRowSchema = z.object({
  user_slug: z.string().min(1).max(100),
  rank: z.number().int().positive(),
  score: z.number().int().nonnegative(),
  data_region: z.string(),
});

/** A ranking page: 25 rows, and `user_num`, everyone ranked (how many pages there are). */
export const rankingPageBodySchema = z.object({
  total_rank: rowsOf(rankingRowSchema),
  user_num: z.number().int().nonnegative(),
});

/**
 * `userContestRanking(username:) { attendedContestsCount rating }`: null for a user who never took
 * a rated contest (lccn_predictor `app/crawler/user.py`: "it should be a new user").
 */
export const contestRankingBodySchema = z.object({
  data: z.object({
    userContestRanking: z
      .object({
        attendedContestsCount: z.number().int().nonnegative(),
        rating: z.number().nonnegative(),
      })
      .nullable(),
  }),
});
