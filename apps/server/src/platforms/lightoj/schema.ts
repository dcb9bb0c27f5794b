import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One contest of `/api/v1/contests?page=N&contestType=currentOrUpcoming|past`, as clist reads it
 * (fixtures PROVENANCE.md): `contestId` (its key), `contestTitleStr`, `contestHandleStr` (the
 * link), and `contestStartTimestamp`/`contestEndTimestamp`. No published answer shows how the
 * times are written; LightOJ's other `…Timestamp` fields are strings, so an ISO 8601 instant with
 * its zone is read, and any other notation fails the platform visibly rather than being guessed.
 */
const lightojContestSchema = z.object({
  contestId: z.number().int().positive(),
  contestTitleStr: z.string(),
  contestHandleStr: z.string().min(1),
  contestStartTimestamp: z.iso.datetime({ offset: true }),
  contestEndTimestamp: z.iso.datetime({ offset: true }),
});
export type LightojContest = z.infer<typeof lightojContestSchema>;

/** `data.contests` is a page: its rows and `lastPage`, which clist pages up to. */
export const lightojPageSchema = z.object({
  data: z.object({
    contests: z.object({
      lastPage: z.number().int().nonnegative(),
      data: rowsOf(lightojContestSchema),
    }),
  }),
});
export type LightojPage = z.infer<typeof lightojPageSchema>;
