import { z } from 'zod';
import { handleSchema } from './handles';
import { platformIdSchema } from './platforms';

/** `POST /user/following`: any public handle on a platform whose handles can be linked here. */
export const followBodySchema = z.object({ platform: platformIdSchema, handle: handleSchema });
export type FollowBody = z.infer<typeof followBodySchema>;

export const followParamsSchema = z.object({ platform: platformIdSchema, handle: handleSchema });

export const followedSchema = z.object({
  platform: platformIdSchema,
  handle: z.string(),
  /** ISO 8601, UTC: when the user started following it. */
  since: z.iso.datetime(),
});
export type Followed = z.infer<typeof followedSchema>;

/** `GET /user/following`: by platform, then handle. */
export const followingResponseSchema = z.object({ following: z.array(followedSchema) });
export type FollowingResponse = z.infer<typeof followingResponseSchema>;
