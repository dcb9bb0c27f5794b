import { z } from 'zod';
import { platformIdSchema } from './platforms';

export const platformSyncStatusSchema = z.object({
  platform: platformIdSchema,
  lastAttemptAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  contestsSeen: z.number().int().nullable(),
  /** Last success is older than three sync intervals (or never happened). */
  stale: z.boolean(),
});
export type PlatformSyncStatus = z.infer<typeof platformSyncStatusSchema>;

/** A source that is not a platform: the YouTube playlists solution videos are read from. */
export const sourceSyncStatusSchema = z.object({
  source: z.literal('youtube'),
  /** What the status page calls it. */
  name: z.string(),
  /** Off when YOUTUBE_API_KEY is not set; the other fields are then null. */
  enabled: z.boolean(),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  /** New videos read by the last successful run. */
  itemsSeen: z.number().int().nullable(),
  /** Enabled, and the last success is older than three of its intervals (or never happened). */
  stale: z.boolean(),
});
export type SourceSyncStatus = z.infer<typeof sourceSyncStatusSchema>;

export const statusResponseSchema = z.object({
  platforms: z.array(platformSyncStatusSchema),
  sources: z.array(sourceSyncStatusSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
