import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * Recorded as a string ("135"); a plain number is accepted too in case the API starts sending one.
 * One that is not a whole number ("-5", "soon") maps to NaN and the sync skips that row alone.
 */
const minutesSchema = z.union([z.string(), z.number()]);

const codechefContestSchema = z.object({
  contest_code: z.string().min(1),
  contest_name: z.string(),
  // `contest_start_date` ("19 Mar 2025  20:00:00") has no zone; the _iso twin carries +05:30.
  contest_start_date_iso: z.iso.datetime({ offset: true }),
  contest_duration: minutesSchema,
});
export type CodechefContest = z.infer<typeof codechefContestSchema>;

/** practice_contests, skill_tests and banners are not contests and are left unread. */
export const codechefBodySchema = z.object({
  status: z.literal('success'),
  present_contests: rowsOf(codechefContestSchema),
  future_contests: rowsOf(codechefContestSchema),
  past_contests: rowsOf(codechefContestSchema),
});
export type CodechefBody = z.infer<typeof codechefBodySchema>;
