import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';
import { saneSeconds } from '#server/platforms/sane-time';

/**
 * `matchedUser(username:) { profile { aboutMe } }`: `aboutMe` is the profile's Summary. An unknown
 * user is `matchedUser: null` beside an `errors` list (PROVENANCE: LeetCode profile).
 */
export const profileBodySchema = z.object({
  data: z.object({
    matchedUser: z.object({ profile: z.object({ aboutMe: z.string().nullable() }) }).nullable(),
  }),
});

/**
 * `userContestRankingHistory(username:)`: one entry per contest since the user's first, attended
 * or not; `rating` is the rating after it (a fraction), carried over a contest missed.
 */
export const rankingHistoryBodySchema = z.object({
  data: z.object({
    // Row by row: an entry with a broken time is skipped, not the handle's whole history.
    userContestRankingHistory: rowsOf(
      z.object({
        attended: z.boolean(),
        rating: z.number(),
        ranking: z.number().int(),
        contest: z.object({ title: z.string(), startTime: saneSeconds }),
      }),
    ).nullable(),
  }),
});

/**
 * `recentAcSubmissionList(username:, limit:)`: the user's newest accepted submissions, newest
 * first (PROVENANCE M: 20 rows asked for 50). `titleSlug` is the problem's id in zerotrac's
 * ratings; null for a user who does not exist.
 */
export const recentAcceptedBodySchema = z.object({
  data: z.object({
    recentAcSubmissionList: rowsOf(
      z.object({ titleSlug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,150}$/) }),
    ).nullable(),
  }),
});
