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

const events = rowsOf(gfgEventSchema);
const none: z.output<typeof events> = { rows: [], malformed: 0 };

/**
 * A page may hold only `upcoming` (nothing past on it) or only `past` (nothing coming): either
 * list alone is a page, a missing one is empty. A page with neither is of another shape.
 */
export const gfgBodySchema = z.object({
  results: z
    .object({ upcoming: events.nullish(), past: events.nullish() })
    .refine((lists) => lists.upcoming != null || lists.past != null, {
      message: 'neither upcoming nor past',
    })
    .transform((lists) => ({ upcoming: lists.upcoming ?? none, past: lists.past ?? none })),
});
export type GfgBody = z.infer<typeof gfgBodySchema>;
