import { z } from 'zod';
import { contestStatusSchema } from './contest';
import { platformIdSchema } from './platforms';

/**
 * Our own contest shape (issue 47), by ids: what `/api/contests/*`, the web app and every dialect
 * (the first client, kontests, clist, feeds) start from. Instants are ISO 8601 UTC.
 */
export const apiContestSchema = z.object({
  /** Stable, platform-qualified: `codeforces-1926`, `leetcode-weekly-contest-386`. */
  id: z.string(),
  platform: platformIdSchema,
  /** The platform's display name, for people; code compares `platform`. */
  platformName: z.string(),
  title: z.string(),
  url: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationSeconds: z.number().int().nonnegative(),
  status: contestStatusSchema,
  /** A solution video: pasted by an admin, or matched by the server from the playlists. */
  solution: z.object({ url: z.string(), source: z.enum(['admin', 'matched']) }).optional(),
  /**
   * Only for a signed-in user (sent with their token), on a contest they took part in with a
   * verified handle: their rank, rating change and what is left to upsolve.
   */
  you: z
    .object({
      rank: z.number().int(),
      ratingChange: z.number().int(),
      toUpsolve: z.number().int().optional(),
    })
    .optional(),
});
export type ApiContest = z.infer<typeof apiContestSchema>;
