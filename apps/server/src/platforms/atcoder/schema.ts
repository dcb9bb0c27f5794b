import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/** One contest of AtCoder Problems' `contests.json` (kenkoooo.com), past contests only. */
const atcoderProblemsContestSchema = z.object({
  id: z.string().min(1),
  start_epoch_second: z.number().int(),
  // A negative one is skipped by the sync's row check, not a failure of the whole list.
  duration_second: z.number().int(),
  title: z.string(),
});
export type AtcoderProblemsContest = z.infer<typeof atcoderProblemsContestSchema>;

export const atcoderProblemsBodySchema = rowsOf(atcoderProblemsContestSchema);

/** A row of the contests page's tables, as read from the HTML. */
export interface AtcoderPageRow {
  id: string;
  title: string;
  /** `2025-04-06 21:00:00+0900`, JST as the page writes it. */
  start: string;
  /** `HH:MM`, hours may pass 24 (`240:00`). */
  duration: string;
}
