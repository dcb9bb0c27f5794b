import { z } from 'zod';

/** A `Submission` (apiHelp/objects), the fields verification and upsolving read. */
const submissionSchema = z.object({
  id: z.number().int(),
  creationTimeSeconds: z.number().int(),
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
  result: z.array(submissionSchema),
});

/** A `RatingChange`: one rated contest of the handle. */
const ratingChangeSchema = z.object({
  contestId: z.number().int(),
  rank: z.number().int(),
  ratingUpdateTimeSeconds: z.number().int(),
  oldRating: z.number().int(),
  newRating: z.number().int(),
});

export const userRatingBodySchema = z.object({
  status: z.literal('OK'),
  result: z.array(ratingChangeSchema),
});

/** `contest.standings`: the contest's problems (the rows are not read). */
export const standingsBodySchema = z.object({
  status: z.literal('OK'),
  result: z.object({
    problems: z.array(z.object({ index: z.string(), name: z.string() })),
  }),
});
