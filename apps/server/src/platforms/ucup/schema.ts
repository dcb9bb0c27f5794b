import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

const DAY = String.raw`(?:\d{4}\.\d{2}\.\d{2}|\d{2}\.\d{2}\.\d{4})`;

/**
 * One row of the schedule table, by its header's name (`Stage`, `Date`, `Contest`,
 * `Announcement`), as clist's parser reads it (fixtures PROVENANCE.md): the date is
 * `2025.11.01` or `01.11.2025`, a stage over two days `… to …`, or `TBD`.
 */
const ucupRowSchema = z.object({
  stage: z.string().min(1),
  date: z.string().regex(new RegExp(`^(?:.*TBD.*|${DAY}(?: to ${DAY})?)$`)),
  contest: z.string().min(1),
  announcement: z.string().optional(),
});
export type UcupRow = z.infer<typeof ucupRowSchema>;

export const ucupRowsSchema = rowsOf(ucupRowSchema);
