import { z } from 'zod';
import { platformIdSchema } from './platforms';
import { wholeNumber } from './queries';

/**
 * A handle as the platforms write them: letters, digits, `_`, `-` and `.` (Codeforces allows
 * 3–24 of these; AtCoder and LeetCode fewer), nothing that could reach a URL or a log as more.
 */
export const handleSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{2,32}$/, 'a handle is 2–32 letters, digits, "_", "-" or "."')
  // `..` or `.x` in a platform's path would walk its URL (`/users/..` is AtCoder's home page).
  .refine((handle) => !handle.startsWith('.'), 'a handle cannot start with "."');

/**
 * How ownership is shown. Codeforces: a compilation error submitted to the named problem after
 * the challenge was issued. Others: a one-time code put in a public profile field.
 */
export const handleChallengeSchema = z.union([
  z.object({
    contestId: z.number().int().positive(),
    index: z.string(),
    /** ISO 8601, UTC: a submission after this is not accepted. */
    expiresAt: z.iso.datetime(),
  }),
  z.object({ code: z.string(), field: z.string(), expiresAt: z.iso.datetime() }),
]);
export type HandleChallenge = z.infer<typeof handleChallengeSchema>;

export const linkedHandleSchema = z.object({
  platform: platformIdSchema,
  handle: z.string(),
  verified: z.boolean(),
  /** Until verified: what to do, and by when. */
  challenge: handleChallengeSchema.optional(),
  /** ISO 8601, UTC: when the handle's results were last read. */
  lastFetchedAt: z.iso.datetime().optional(),
  /** Why the last read of its results failed, in a few words. */
  error: z.string().optional(),
});
export type LinkedHandle = z.infer<typeof linkedHandleSchema>;

/** `GET /user/handles`, with the platforms whose handles can be linked on this server. */
export const handlesResponseSchema = z.object({
  handles: z.array(linkedHandleSchema),
  linkable: z.array(platformIdSchema),
  /** Of those, the platforms whose verified handles get a list of what is left to upsolve. */
  upsolvable: z.array(platformIdSchema).optional(),
  /**
   * Whether 'Link with Codeforces' (OpenID Connect) is offered: the server has the
   * CODEFORCES_OAUTH_* settings. Absent: not offered.
   */
  codeforcesOAuth: z.boolean().optional(),
});
export type HandlesResponse = z.infer<typeof handlesResponseSchema>;

/** `POST /user/handles`: starts (or restarts) linking; answers 201, the handle with its challenge. */
export const linkHandleBodySchema = z.object({ platform: platformIdSchema, handle: handleSchema });
export type LinkHandleBody = z.infer<typeof linkHandleBodySchema>;

export const handlePlatformParamsSchema = z.object({ platform: platformIdSchema });

/** `POST /user/handles/codeforces/oauth` → 200: where to send the browser to sign in with Codeforces. */
export const codeforcesOAuthStartSchema = z.object({ url: z.url() });
export type CodeforcesOAuthStart = z.infer<typeof codeforcesOAuthStartSchema>;

/** `GET /user/handles/codeforces/oauth/callback`: what Codeforces sends the browser back with. */
export const codeforcesOAuthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  /** Set instead of `code` when the user (or Codeforces) refused. */
  error: z.string().max(256).optional(),
});

/** `POST /user/handles/:platform/verify` → 200. A challenge not met is a 409 naming what is missing. */
export const verifyHandleResponseSchema = z.object({ verified: z.literal(true) });

/** One rated contest of a verified handle; `contestId` is ours (`codeforces-1926`). */
export const contestResultSchema = z.object({
  contestId: z.string(),
  /** The contest's title as we list it. */
  title: z.string(),
  rank: z.number().int(),
  oldRating: z.number().int(),
  newRating: z.number().int(),
  /** ISO 8601, UTC: when the rating changed (a prediction's: when the round ended). */
  at: z.iso.datetime(),
  /** True: our prediction, until Codeforces publishes the official change (issue 49). */
  predicted: z.boolean(),
});
export type ContestResult = z.infer<typeof contestResultSchema>;

/** `GET /user/results?platform=`: newest first. */
export const resultsQuerySchema = z.object({ platform: platformIdSchema });
export const resultsResponseSchema = z.object({ results: z.array(contestResultSchema) });
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

/**
 * `GET /user/upsolve?page=`: 0-based, ten contests a page. `contest=` (our id) answers the page
 * that holds that contest instead (a card's 'N to upsolve' link); not in the list: `page=`'s.
 */
export const upsolveQuerySchema = z.object({
  page: wholeNumber(0, 1000, 0),
  contest: z.string().trim().min(1).max(200).optional(),
});

export const upsolveProblemSchema = z.object({
  /** The platform's own problem id: `1459B`. */
  id: z.string(),
  name: z.string(),
  link: z.string(),
  /** Solved since the contest: ticked off, still listed. */
  solved: z.boolean(),
  /**
   * As the platform's raters show it (Codeforces' problem rating, AtCoder Problems' clipped
   * estimate, zerotrac's LeetCode rating); null: unrated.
   */
  difficulty: z.number().int().nullable(),
  /** The platform's tags (Codeforces'); empty where it has none. */
  tags: z.array(z.string()),
});

/** Contests the user took part in with problems not solved during them, newest first. */
export const upsolveResponseSchema = z.object({
  contests: z.array(
    z.object({
      contestId: z.string(),
      title: z.string(),
      /** ISO 8601, UTC: when the contest started. */
      startsAt: z.iso.datetime(),
      platform: platformIdSchema,
      /** Problems still open (not solved since). */
      open: z.number().int(),
      /** Open ones easiest first (unrated after rated), then those solved since. */
      problems: z.array(upsolveProblemSchema),
    }),
  ),
  /** The page answered (0-based): `page=`, or the one holding `contest=`. */
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type UpsolveResponse = z.infer<typeof upsolveResponseSchema>;
