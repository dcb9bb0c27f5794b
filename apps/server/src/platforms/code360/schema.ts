import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One event of `public_section/contest_list`, the fields the open-source trackers read (fixtures
 * PROVENANCE.md): `slug` (clist's key), `name`, `event_category` (contests beside other events),
 * `event_start_time` and `event_end_time` in unix seconds, the end sometimes missing.
 */
const code360EventSchema = z.object({
  name: z.string(),
  slug: z.string().min(1),
  event_category: z.string(),
  event_start_time: z.number(),
  event_end_time: z.number().nullable().optional(),
});
export type Code360Event = z.infer<typeof code360EventSchema>;

export const code360BodySchema = z.object({
  data: z.object({
    events: rowsOf(code360EventSchema),
    current_page: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type Code360Body = z.infer<typeof code360BodySchema>;
