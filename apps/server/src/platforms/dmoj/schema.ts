import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One contest of `/api/v2/contests`, as DMOJ's own server writes it (`APIContestList` in
 * judge/views/api/api_v2.py, fixtures PROVENANCE.md): `key`, `name`, and `start_time`/`end_time`
 * as Python's isoformat of an aware UTC time (`2024-10-19T18:00:00+00:00`).
 */
const dmojContestSchema = z.object({
  key: z.string().min(1),
  name: z.string(),
  start_time: z.iso.datetime({ offset: true, local: false }),
  end_time: z.iso.datetime({ offset: true, local: false }),
});
export type DmojContest = z.infer<typeof dmojContestSchema>;

export const dmojBodySchema = z.object({
  api_version: z.literal('2.0'),
  data: z.object({
    objects: rowsOf(dmojContestSchema),
    page_index: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type DmojBody = z.infer<typeof dmojBodySchema>;
