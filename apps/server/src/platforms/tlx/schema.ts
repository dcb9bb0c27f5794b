import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One contest of `/v2/contests`, as TOKI's own server writes it (judgels' `Contest`, serialized
 * with dates as epoch milliseconds: fixtures PROVENANCE.md): the numeric `id`, the `slug` of its
 * page, `name`, `beginTime` and `duration` both in milliseconds. `jid` and `style` are unread.
 */
const tlxContestSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string(),
  beginTime: z.number().int(),
  duration: z.number().int().nonnegative(),
});
export type TlxContest = z.infer<typeof tlxContestSchema>;

/** `ContestsResponse`: a page of twenty contests, latest start first, and the total count. */
export const tlxBodySchema = z.object({
  data: z.object({
    page: rowsOf(tlxContestSchema),
    totalCount: z.number().int().nonnegative(),
  }),
});
export type TlxBody = z.infer<typeof tlxBodySchema>;
