import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';
import { saneSeconds } from '#server/platforms/sane-time';

/** A `Submission` (apiHelp/objects), the fields verification and upsolving read. */
const submissionSchema = z.object({
  id: z.number().int(),
  creationTimeSeconds: saneSeconds,
  problem: z.object({
    // Absent for acmsguru problems, per apiHelp.
    contestId: z.number().int().optional(),
    index: z.string(),
    name: z.string().optional(),
  }),
  author: z.object({ participantType: z.string().optional() }),
  // Absent while the submission is being judged.
  verdict: z.string().optional(),
});

export const userStatusBodySchema = z.object({
  status: z.literal('OK'),
  // Row by row: one submission with a broken time is skipped, not the handle's whole read.
  result: rowsOf(submissionSchema),
});

/** A `RatingChange`: one rated contest of the handle. */
const ratingChangeSchema = z.object({
  contestId: z.number().int(),
  rank: z.number().int(),
  ratingUpdateTimeSeconds: saneSeconds,
  oldRating: z.number().int(),
  newRating: z.number().int(),
});

export const userRatingBodySchema = z.object({
  status: z.literal('OK'),
  result: rowsOf(ratingChangeSchema),
});

/** `contest.standings`: the contest's problems (the rows are not read). */
export const standingsBodySchema = z.object({
  status: z.literal('OK'),
  result: z.object({
    problems: z.array(z.object({ index: z.string(), name: z.string() })),
  }),
});
