import type { PlatformId } from '@contest-tracker/contract';
import { LOCKS, type Database } from '#server/db/database';
import {
  attachVideo,
  findSeenVideoIds,
  insertVideos,
  listMatchableContests,
  listVideosByStatus,
  recordSourceFailure,
  recordSourceSuccess,
  updateVideoDecision,
  type MatchableContest,
  type NewVideo,
} from '#server/db/solution-videos-repository';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import { matchSolutionVideo } from '#server/platforms/match-video';
import type { KnownContest, VideoText } from '#server/platforms/video-match';
import { UpstreamError } from '#server/platforms/upstream-error';
import type { PlaylistVideo, YoutubeClient } from '#server/platforms/youtube/client';
import { decideVideo, type Decision } from './decide-video';

const YOUTUBE_SOURCE = 'youtube';

export type YoutubeSyncReport =
  | { ran: false; reason: 'another sync holds the lock' }
  | {
      ran: true;
      ok: boolean;
      error?: string;
      /** New videos read from the playlists. */
      seen: number;
      attached: number;
      queued: number;
      /** Some contest got a link: the public lists must hear of it. */
      changed: boolean;
    };

export interface YoutubeSyncDeps {
  database: Database;
  client: YoutubeClient;
  playlistIds: readonly string[];
  clock: Clock;
  logger: Logger;
}

function matcherInput(contests: readonly MatchableContest[]) {
  const byPlatform: Partial<Record<PlatformId, KnownContest[]>> = {};
  for (const contest of contests) {
    (byPlatform[contest.platform] ??= []).push({
      externalId: contest.externalId,
      title: contest.title,
    });
  }
  return byPlatform;
}

/**
 * The public category ('quota exceeded', 'HTTP 403', 'redirect refused', 'bad answer') and the
 * details for the log: the YouTube client has already redacted keys and tokens from them.
 */
function describeFailure(error: unknown): { category: string; detail: string } {
  if (error instanceof UpstreamError)
    return { category: error.publicMessage, detail: error.message };
  return {
    category: 'could not read the playlists',
    detail: error instanceof Error ? error.message : String(error),
  };
}

async function readPlaylists(deps: YoutubeSyncDeps, signal: AbortSignal) {
  const { db } = deps.database;
  const fresh = new Map<string, PlaylistVideo>();
  const errors: { category: string; detail: string }[] = [];
  let skipped = 0;
  for (const playlistId of deps.playlistIds) {
    try {
      const read = await deps.client.newVideos(
        playlistId,
        (ids) => findSeenVideoIds(db, ids),
        signal,
      );
      skipped += read.skipped;
      for (const video of read.videos) {
        if (!fresh.has(video.videoId)) fresh.set(video.videoId, video);
      }
    } catch (error) {
      if (signal.aborted) throw error;
      errors.push(describeFailure(error));
    }
  }
  return { fresh: [...fresh.values()], errors, skipped };
}

/**
 * Reads the playlists' new videos, matches them (and the queue's videos again: a contest may
 * have ended or arrived since), attaches exact matches and queues the rest, in one transaction.
 * A YouTube failure is this source's own: recorded for /api/status, platforms untouched.
 */
export async function runYoutubeSync(
  deps: YoutubeSyncDeps,
  signal: AbortSignal = new AbortController().signal,
): Promise<YoutubeSyncReport> {
  const { db } = deps.database;
  const outcome = await deps.database.tryWithLock(LOCKS.youtube, async () => {
    const { fresh, errors, skipped } = await readPlaylists(deps, signal);
    if (skipped > 0) {
      deps.logger.warn(
        { source: YOUTUBE_SOURCE, skipped },
        'playlist items without a video id skipped',
      );
    }
    const now = deps.clock.now();
    const contests = await listMatchableContests(db);
    const byId = new Map(contests.map((contest) => [contest.id, contest]));
    const known = matcherInput(contests);
    const decide = (video: VideoText) =>
      decideVideo(matchSolutionVideo(video, known), byId, now, video.title);

    const inserts: { video: PlaylistVideo; decision: Decision }[] = fresh.map((video) => ({
      video,
      decision: decide(video),
    }));
    const revisits = (await listVideosByStatus(db, 'pending')).flatMap((row) => {
      const decision = decide(row);
      const same =
        decision.status === row.status &&
        decision.reason === row.reason &&
        decision.candidates.join() === row.candidates.join();
      return same ? [] : [{ videoId: row.videoId, decision }];
    });

    let attached = 0;
    await db.transaction(async (tx) => {
      const settle = async (videoId: string, decision: Decision): Promise<Decision> => {
        if (decision.attach.length === 0) return decision;
        const written = await attachVideo(tx, {
          contestIds: decision.attach,
          videoId,
          source: 'matched',
          now,
        });
        attached += written.length;
        // A link saved since the contests were read wins: this video then has nothing to do.
        return written.length > 0
          ? decision
          : { ...decision, status: 'skipped', reason: 'the contest already has a solution link' };
      };
      const rows: NewVideo[] = [];
      for (const { video, decision } of inserts) {
        const settled = await settle(video.videoId, decision);
        rows.push({
          ...video,
          status: settled.status,
          candidates: settled.candidates,
          reason: settled.reason,
        });
      }
      await insertVideos(tx, rows);
      for (const { videoId, decision } of revisits) {
        const settled = await settle(videoId, decision);
        await updateVideoDecision(tx, { videoId, ...settled });
      }
    });

    const queued = inserts.filter((entry) => entry.decision.status === 'pending').length;
    const at = deps.clock.now();
    if (errors.length > 0) {
      // Only the categories are public (/api/status): Google's words stay in the log.
      const error = [...new Set(errors.map((e) => e.category))].join('; ');
      const detail = errors.map((e) => e.detail).join('; ');
      deps.logger.warn({ source: YOUTUBE_SOURCE, err: detail }, 'youtube sync failed');
      await recordSourceFailure(db, { source: YOUTUBE_SOURCE, at, error });
      return { ok: false, error, seen: fresh.length, attached, queued };
    }
    await recordSourceSuccess(db, { source: YOUTUBE_SOURCE, at, itemsSeen: fresh.length });
    return { ok: true, seen: fresh.length, attached, queued };
  });
  if (!outcome.acquired) return { ran: false, reason: 'another sync holds the lock' };
  return { ran: true, ...outcome.value, changed: outcome.value.attached > 0 };
}
