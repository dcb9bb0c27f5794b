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
