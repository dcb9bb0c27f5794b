import type { PlatformId } from '@contest-tracker/contract';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from './database';
import { contests, solutionVideos, sourceSyncStatus } from './schema';

export type SolutionVideoRow = typeof solutionVideos.$inferSelect;
export type VideoStatus = SolutionVideoRow['status'];

/** What the matcher needs of every contest, and what the sync must know before attaching. */
export interface MatchableContest {
  id: string;
  platform: PlatformId;
  externalId: string;
  title: string;
  endsAt: Date;
  hasSolution: boolean;
}

export async function listMatchableContests(db: Db): Promise<MatchableContest[]> {
  return db
    .select({
      id: contests.id,
      platform: contests.platform,
      externalId: contests.externalId,
      title: contests.title,
      endsAt: contests.endsAt,
      hasSolution: sql<boolean>`${contests.videoSolution} is not null`,
    })
    .from(contests);
}

/** Which of these videos were read before (in any state). */
export async function findSeenVideoIds(db: Db, videoIds: readonly string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .select({ videoId: solutionVideos.videoId })
    .from(solutionVideos)
    .where(inArray(solutionVideos.videoId, [...videoIds]));
  return new Set(rows.map((row) => row.videoId));
}

export async function listVideosByStatus(db: Db, status: VideoStatus): Promise<SolutionVideoRow[]> {
  return db.select().from(solutionVideos).where(eq(solutionVideos.status, status));
}

export async function findVideo(db: Db, videoId: string): Promise<SolutionVideoRow | undefined> {
  const [row] = await db
    .select()
    .from(solutionVideos)
    .where(eq(solutionVideos.videoId, videoId))
    .limit(1);
  return row;
}

export type NewVideo = Omit<SolutionVideoRow, 'firstSeenAt' | 'updatedAt'>;
export interface VideoDecision {
  videoId: string;
  status: VideoStatus;
  candidates: string[];
  reason: string | null;
}

/**
 * Attaches a video to contests that have ended and have no link yet, in one statement, so a link
 * saved meanwhile (by an admin or another match) is never overwritten. Returns the ids written.
 */
export async function attachVideo(
  db: Db,
  options: {
    contestIds: readonly string[];
    videoId: string;
    source: 'admin' | 'matched';
    now: Date;
  },
): Promise<string[]> {
  if (options.contestIds.length === 0) return [];
  const written = await db
    .update(contests)
    .set({
      videoSolution: `https://www.youtube.com/watch?v=${options.videoId}`,
      solutionSource: options.source,
      solutionVideoId: options.videoId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(contests.id, [...options.contestIds]),
        isNull(contests.videoSolution),
        lte(contests.endsAt, options.now),
      ),
    )
    .returning({ id: contests.id });
  return written.map((row) => row.id);
}

export async function insertVideos(db: Db, videos: readonly NewVideo[]): Promise<void> {
  if (videos.length === 0) return;
  await db
    .insert(solutionVideos)
    .values([...videos])
    .onConflictDoNothing();
}

export async function updateVideoDecision(db: Db, decision: VideoDecision): Promise<void> {
  await db
    .update(solutionVideos)
    .set({
      status: decision.status,
      candidates: decision.candidates,
      reason: decision.reason,
      updatedAt: sql`now()`,
    })
    .where(eq(solutionVideos.videoId, decision.videoId));
}

/** The review queue: pending videos, newest first; one extra row tells whether more exist. */
export async function listPendingVideos(
  db: Db,
  options: { page: number; pageSize: number },
): Promise<{ rows: SolutionVideoRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(solutionVideos)
    .where(eq(solutionVideos.status, 'pending'))
    .orderBy(desc(solutionVideos.publishedAt), desc(solutionVideos.videoId))
    .limit(options.pageSize + 1)
    .offset(options.page * options.pageSize);
  return { rows: rows.slice(0, options.pageSize), hasMore: rows.length > options.pageSize };
}

export async function findContestsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contests)
    .where(inArray(contests.id, [...ids]));
}

export async function recordSourceSuccess(
  db: Db,
  entry: { source: string; at: Date; itemsSeen: number },
): Promise<void> {
  const values = {
    source: entry.source,
    lastAttemptAt: entry.at,
    lastSuccessAt: entry.at,
    itemsSeen: entry.itemsSeen,
  };
  await db
    .insert(sourceSyncStatus)
    .values(values)
    .onConflictDoUpdate({ target: sourceSyncStatus.source, set: values });
}

export async function recordSourceFailure(
  db: Db,
  entry: { source: string; at: Date; error: string },
): Promise<void> {
  const values = {
    source: entry.source,
    lastAttemptAt: entry.at,
    lastErrorAt: entry.at,
    lastError: entry.error.slice(0, 500),
  };
  await db
    .insert(sourceSyncStatus)
    .values(values)
    .onConflictDoUpdate({ target: sourceSyncStatus.source, set: values });
}

export async function findSourceStatus(db: Db, source: string) {
  const [row] = await db
    .select()
    .from(sourceSyncStatus)
    .where(eq(sourceSyncStatus.source, source))
    .limit(1);
  return row;
}
