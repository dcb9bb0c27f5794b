import { z } from 'zod';
import { handleSchema } from './handles';

/** At most this many handles per `GET /api/contests/:id/rating-changes` (issue 49). */
export const RATING_CHANGES_MAX_HANDLES = 50;

/** `?handles=a,b,…`: 1–50 handles, comma-separated. */
export const ratingChangesQuerySchema = z.object({
  handles: z
    .string()
    .max(2_000)
    .transform((list) => list.split(',').map((handle) => handle.trim()))
    .pipe(
      z
        .array(handleSchema)
        .min(1, 'name at least one handle')
        .max(RATING_CHANGES_MAX_HANDLES, `at most ${RATING_CHANGES_MAX_HANDLES} handles`),
    ),
});

export const ratingChangeRowSchema = z.object({
  handle: z.string(),
  rank: z.number().int(),
  oldRating: z.number().int(),
  newRating: z.number().int(),
  delta: z.number().int(),
});
export type RatingChangeRow = z.infer<typeof ratingChangeRowSchema>;

/** 200: the round's changes for the handles asked that took part; `final` once official. */
export const ratingChangesResponseSchema = z.object({
  contestId: z.string(),
  final: z.boolean(),
  /** ISO 8601, UTC: when these were predicted or read. */
  computedAt: z.iso.datetime(),
  rows: z.array(ratingChangeRowSchema),
});
export type RatingChangesResponse = z.infer<typeof ratingChangesResponseSchema>;

/** 202 (with Retry-After): the first prediction of the round is under way. */
export const ratingChangesPendingSchema = z.object({
  contestId: z.string(),
  computing: z.literal(true),
});
