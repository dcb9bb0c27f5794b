import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One row of `contest.list`. Only the fields the mapping reads: `phase` is left out on purpose,
 * since contests sit in PENDING_SYSTEM_TEST for years and every phase is kept anyway.
 */
const codeforcesContestSchema = z.object({
  // Bounds (a negative id or duration) are the sync's row check: one bad row is one skipped row.
  id: z.number().int(),
  name: z.string(),
  durationSeconds: z.number().int(),
  // The API documents it as "can be absent" (289 of 500 recorded gym rows lack it).
  startTimeSeconds: z.number().int().optional(),
});
export type CodeforcesContest = z.infer<typeof codeforcesContestSchema>;

export const codeforcesOkBodySchema = z.object({
  status: z.literal('OK'),
  result: rowsOf(codeforcesContestSchema),
});
export type CodeforcesOkBody = z.infer<typeof codeforcesOkBodySchema>;

/** Per apiHelp: `comment` comes only with FAILED, and `result` is then absent. */
export const codeforcesFailedBodySchema = z.object({
  status: z.literal('FAILED'),
  comment: z.string().optional(),
});
