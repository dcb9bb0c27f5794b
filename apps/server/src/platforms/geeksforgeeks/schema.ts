import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One event of the contest list, as the open-source trackers read it (fixtures PROVENANCE.md):
 * `slug` is the key; `name`, or `title` where `name` is missing (clist); `start_time` and
 * `end_time` are IST wall times without a zone. `type` and anything else is left unread.
 */
const gfgEventSchema = z.object({
  slug: z.string().min(1),
  name: z.string().optional(),
  title: z.string().optional(),
  start_time: z.string(),
  end_time: z.string(),
});
export type GfgEvent = z.infer<typeof gfgEventSchema>;

export const gfgBodySchema = z.object({
  results: z.object({ upcoming: rowsOf(gfgEventSchema), past: rowsOf(gfgEventSchema) }),
});
export type GfgBody = z.infer<typeof gfgBodySchema>;
