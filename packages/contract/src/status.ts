import { z } from 'zod';
import { platformIdSchema } from './platforms';

/** How one source of data (a platform, or another feed such as YouTube) last synced. */
export const syncStateSchema = z.object({
  lastAttemptAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  /** A short category a user can act on ('network unreachable', 'HTTP 503'), never upstream text. */
  lastError: z.string().nullable(),
  /** The first failed attempt since the last success (null while syncing well). */
  failingSince: z.iso.datetime().nullable(),
  contestsSeen: z.number().int().nullable(),
  /** Contests this source has in the database now. */
  contestsStored: z.number().int().nonnegative(),
  /** Rows of the last successful fetch left out as out of bounds, with the count per reason. */
  rowsSkipped: z.number().int().nonnegative(),
  skippedReasons: z.array(z.object({ reason: z.string(), count: z.number().int().positive() })),
  /** Last success is older than three sync intervals (or never happened). */
  stale: z.boolean(),
});
export type SyncState = z.infer<typeof syncStateSchema>;

export const platformSyncStatusSchema = syncStateSchema.extend({
  platform: platformIdSchema,
  /** The platform's own contests page, where people go to take part. */
  homePage: z.url({ protocol: /^https$/ }),
  /**
   * The last sync succeeded but is not good news: 'no contests in the answer (3 dropped)' when the
   * answer parsed yet gave no contest although contests were stored before, or every row was
   * dropped. Null otherwise, and while the platform is failing (the error says more).
   */
  warning: z.string().nullable(),
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

/**
 * One of this instance's background jobs (in memory: each instance runs its own, and a restart
 * starts them afresh). Its failures are logged in full under `job`; this says only when and what kind.
 */
export const jobStatusSchema = z.object({
  /** 'sync', 'youtube-sync', 'handles-refresh', 'upsolve-refresh', 'reminders', 'telegram-poll', 'session-cleanup'. */
  name: z.string(),
  /** Seconds between runs (a run may start up to a tenth of it early or late); null: not on a timer here. */
  everySeconds: z.number().nonnegative().nullable(),
  running: z.boolean(),
  /** When the last finished run started. */
  lastRunAt: z.iso.datetime().nullable(),
  /** How it ended: 'skipped' when another instance held the work (the sync's lock). */
  lastOutcome: z.enum(['succeeded', 'skipped', 'failed']).nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  /** A short category ('database unavailable', 'network unreachable'), never the error's text. */
  lastError: z.string().nullable(),
  /**
   * The instance (its INSTANCE_NAME) that last ran the job, on any instance, and when that run
   * ended: the jobs that take a lease in the database (sync, YouTube, handles, session clean-up).
   */
  lastRunBy: z.string().nullable(),
  lastRunByAt: z.iso.datetime().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const statusResponseSchema = z.object({
  /** Every platform this deployment syncs (the PLATFORMS setting), in display order. */
  platforms: z.array(platformSyncStatusSchema),
  sources: z.array(sourceSyncStatusSchema),
  /** Minutes between platform syncs (0: no schedule); staleness is three of them. */
  syncIntervalMinutes: z.number().int().nonnegative(),
  /** This instance's background jobs, by name. */
  jobs: z.array(jobStatusSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['up', 'down']),
  /** Platforms whose last success is older than three intervals, or that never synced. */
  failing: z.array(z.string()),
  /**
   * Platforms whose last sync succeeded with no contest in the answer (their /api/status warning).
   * They do not turn `ok` false: every instance reads the same answer, so taking one out of a load
   * balancer would not help; an uptime check that wants to page on them reads this list.
   */
  warnings: z.array(z.string()),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
