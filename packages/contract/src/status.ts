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

export const statusResponseSchema = z.object({
  platforms: z.array(platformSyncStatusSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
