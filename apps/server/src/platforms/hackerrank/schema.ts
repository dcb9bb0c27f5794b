import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One contest of `/rest/contests/upcoming`, the fields the open-source trackers read (fixtures
 * PROVENANCE.md): the numeric `id` (clist's key), `slug` for the link, and the unix-second epochs.
 */
const hackerrankContestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().min(1),
  epoch_starttime: z.number(),
  epoch_endtime: z.number(),
});
export type HackerrankContest = z.infer<typeof hackerrankContestSchema>;

export const hackerrankBodySchema = z.object({
  models: rowsOf(hackerrankContestSchema),
  total: z.number().int(),
});
export type HackerrankBody = z.infer<typeof hackerrankBodySchema>;
