import { z } from 'zod';
import { bookmarksQuerySchema } from './accounts';
import { apiContestSchema } from './api-contest';

export const SOLUTION_SOURCES = ['admin', 'matched'] as const;
export type SolutionSource = (typeof SOLUTION_SOURCES)[number];

/** `?page=N` of the review queue (0-based), read like the bookmarks' pages. */
export const solutionQueueQuerySchema = bookmarksQuerySchema;

export const queuedVideoSchema = z.object({
  videoId: z.string(),
  /** The video's watch page. */
  url: z.string(),
  title: z.string(),
  publishedAt: z.iso.datetime(),
  thumbnailUrl: z.string().nullable(),
  /** Why it waits for an admin: 'could be several rounds', 'waits until the contest has ended'… */
  reason: z.string().nullable(),
  /** The contests it may belong to that we list (none when it names one we do not have yet). */
  candidates: z.array(apiContestSchema),
});
export type QueuedVideo = z.infer<typeof queuedVideoSchema>;

export const solutionQueueResponseSchema = z.object({
  videos: z.array(queuedVideoSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type SolutionQueueResponse = z.infer<typeof solutionQueueResponseSchema>;

export const queuedVideoParamsSchema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be a YouTube video id'),
});

export const attachQueuedVideoBodySchema = z.object({
  contestId: z.string().trim().min(1).max(200),
});

/** `POST /api/admin/solutions/:videoId/attach`: the link now on the contest. */
export const attachQueuedVideoResponseSchema = z.object({
  contestId: z.string(),
  videoSolution: z.string(),
});
