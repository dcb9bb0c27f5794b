import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * `contest.standings` (apiHelp/objects: Contest, RanklistRow, Party): the fields a prediction reads.
 * Row by row: one malformed row is left out, not the round.
 */
const ranklistRowSchema = z.object({
  party: z.object({
    members: z.array(z.object({ handle: z.string() })),
    participantType: z.string(),
  }),
  points: z.number(),
  penalty: z.number().int(),
});

export const ratingStandingsBodySchema = z.object({
  status: z.literal('OK'),
  result: z.object({
    contest: z.object({ id: z.number().int(), name: z.string(), phase: z.string() }),
    rows: rowsOf(ranklistRowSchema),
  }),
});

/** `user.info`: a `User` has no `rating` until rated. */
export const userInfoBodySchema = z.object({
  status: z.literal('OK'),
  result: rowsOf(z.object({ handle: z.string(), rating: z.number().int().optional() })),
});

/** `contest.ratingChanges`: empty until Codeforces publishes the round's changes. */
export const ratingChangesBodySchema = z.object({
  status: z.literal('OK'),
  result: rowsOf(
    z.object({
      handle: z.string(),
      rank: z.number().int(),
      oldRating: z.number().int(),
      newRating: z.number().int(),
    }),
  ),
});
