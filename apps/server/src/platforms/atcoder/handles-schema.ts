import { z } from 'zod';

/**
 * One row of `/users/<u>/history/json`: every contest the user entered, rated or not
 * (PROVENANCE: AtCoder history). Only the fields results read.
 */
const historyRowSchema = z.object({
  IsRated: z.boolean(),
  Place: z.number().int(),
  OldRating: z.number().int(),
  NewRating: z.number().int(),
  // `abc140.contest.atcoder.jp`: the contest's id, then AtCoder's old per-contest host.
  ContestScreenName: z.string(),
  // `2019-09-07T22:40:00+09:00`: when the contest ended, which is when ratings move.
  EndTime: z.iso.datetime({ offset: true }),
});

export const historyBodySchema = z.array(historyRowSchema);
