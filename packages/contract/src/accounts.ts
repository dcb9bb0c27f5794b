import { z } from 'zod';
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
});
export type User = z.infer<typeof userSchema>;

export const signInResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const clientConfigResponseSchema = z.object({ googleClientId: z.string().nullable() });
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;

/** `{ contestId }`, or the first client's `{ contestData: { id, … } }`: only the id is read. */
export const bookmarkBodySchema = z.union([
  z.object({ contestId }).transform((body) => body.contestId),
  z.object({ contestData: z.object({ id: contestId }) }).transform((body) => body.contestData.id),
]);

export const contestIdParamsSchema = z.object({ contestId });

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
