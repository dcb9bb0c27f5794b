import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';
import { saneIstWallTime } from '#server/platforms/sane-time';

/**
 * One entry of the user page's `all_rating` (PROVENANCE: CodeChef J): every rated contest, oldest
 * first, numbers as strings. Only the fields results read.
 */
const ratingEntrySchema = z.object({
  // The division's code: `START177D` is Starters 177, division 4.
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  rating: z.coerce.number().int(),
  rank: z.coerce.number().int(),
  // `2025-03-12 22:00:06`, India time (UTC+05:30).
  end_date: saneIstWallTime.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});

/** Row by row: an entry with an impossible date is skipped, not the handle's whole history. */
export const ratingHistorySchema = rowsOf(ratingEntrySchema);
