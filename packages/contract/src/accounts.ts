import { z } from 'zod';
import { contestSchema } from './contest';
import { MAX_PAGE } from './queries';
import { canonicalYouTubeUrl } from './youtube';

const contestId = z.string().trim().min(1).max(200);

export const googleSignInBodySchema = z.object({
  credential: z.string().min(1).max(8192).optional(),
});

export const userSchema = z.object({
  name: z.string(),
  picture: z.string().nullable(),
  email: z.string(),
  isadmin: z.boolean(),
  /** Ids of the contests this user bookmarked. */
  bookmarks: z.array(z.string()),
  /** 'Hide solution links until I open them': cards say 'Solution available' instead. */
  hideSolutionLinks: z.boolean(),
  /** A verified handle has rated contests: past pages asked with the token show 'You: #rank'. */
  hasResults: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** `POST /user/preferences`: the user's own settings (only the one so far). */
export const preferencesBodySchema = z.object({ hideSolutionLinks: z.boolean() });
export type Preferences = z.infer<typeof preferencesBodySchema>;

export const signInResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `POST /demo/sign-in` (the demo only): a session for the demo user or the demo admin. */
export const demoSignInBodySchema = z.object({ role: z.enum(['user', 'admin']) });
export type DemoSignInBody = z.infer<typeof demoSignInBodySchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const clientConfigResponseSchema = z.object({
  googleClientId: z.string().nullable(),
  /** Only under `npm run demo`: `POST /demo/sign-in` exists, the web offers 'Try as …'. */
  demoSignIn: z.boolean(),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;

/** `{ contestId }`, or the first client's `{ contestData: { id, … } }`: only the id is read. */
export const bookmarkBodySchema = z
  .object({
    contestId: contestId.optional(),
    contestData: z.object({ id: contestId }).optional(),
  })
  .transform((body, ctx) => {
    const id = body.contestId ?? body.contestData?.id;
    if (id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['contestId'],
        message: 'is required (or contestData.id, as the first client sent it)',
      });
      return z.NEVER;
    }
    return id;
  });

/** `POST /user/bookmarks`: the contest is bookmarked (it may have been already). */
export const bookmarkResponseSchema = z.object({
  contestId: z.string(),
  bookmarked: z.literal(true),
});
export type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;

export const contestIdParamsSchema = z.object({ contestId });

/** The first client's unbookmark: `DELETE /user/bookmarks` with `{ contestId: contest._id }`. */
export const unbookmarkBodySchema = z.object({ contestId });

export const bookmarksQuerySchema = z.object({
  page: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return 0;
      const value = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(value) || value > MAX_PAGE) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 0 to ${MAX_PAGE}` });
        return z.NEVER;
      }
      return value;
    }),
});

/** `videoSolution: null` removes the link; a string must be a YouTube video link, stored canonical. */
export const uploadSolutionBodySchema = z
  .object({ contestId, videoSolution: z.string().max(2048).nullable() })
  .transform((body, ctx) => {
    if (body.videoSolution === null) return { contestId: body.contestId, videoSolution: null };
    const canonical = canonicalYouTubeUrl(body.videoSolution);
    if (!canonical) {
      // Reported at the root so the message reads exactly as the client shows it.
      ctx.addIssue({ code: 'custom', message: 'videoSolution must be a YouTube video link' });
      return z.NEVER;
    }
    return { contestId: body.contestId, videoSolution: canonical };
  });

export const uploadSolutionResponseSchema = z.object({
  contestId: z.string(),
  videoSolution: z.string().nullable(),
});
export type UploadSolutionResponse = z.infer<typeof uploadSolutionResponseSchema>;

export const bookmarksResponseSchema = z.object({
  bookmarks: z.array(contestSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>;
