import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One contest of `/api/v1/contest/future` or `/past`: `Id`, `Name`, and `Date`/`EndDate` in JST
 * with their offset (`2024-04-12T21:20:00+09:00`), as recorded (fixtures PROVENANCE.md).
 * `ProblemIdList` is left unread.
 */
const yukicoderContestSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Date: z.iso.datetime({ offset: true }),
  EndDate: z.iso.datetime({ offset: true }),
});
export type YukicoderContest = z.infer<typeof yukicoderContestSchema>;

export const yukicoderListSchema = rowsOf(yukicoderContestSchema);
