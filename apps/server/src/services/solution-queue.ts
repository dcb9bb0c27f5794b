import type { SolutionQueueResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  attachVideo,
  findContestsByIds,
  findVideo,
  listPendingVideos,
  updateVideoDecision,
} from '#server/db/solution-videos-repository';
import { ofNamedDivisions, SEVERAL_DIVISIONS_REASON } from '#server/domain/named-divisions';
import { AppError } from '#server/lib/app-error';
import { NOT_ENDED_MESSAGE } from './set-solution';
import { toOurContest } from './to-our-contest';

const QUEUE_PAGE_SIZE = 10;

/** The review queue, newest video first, each with the contests it may belong to. */
export async function getSolutionQueue(options: {
  db: Db;
  page: number;
  now: Date;
}): Promise<SolutionQueueResponse> {
  const { rows, hasMore } = await listPendingVideos(options.db, {
    page: options.page,
    pageSize: QUEUE_PAGE_SIZE,
  });
  const contests = new Map(
    (await findContestsByIds(options.db, [...new Set(rows.flatMap((row) => row.candidates))])).map(
      (row) => [row.id, toOurContest(row, options.now)],
    ),
  );
  return {
    videos: rows.map((row) => ({
      videoId: row.videoId,
      url: `https://www.youtube.com/watch?v=${row.videoId}`,
      title: row.title,
      publishedAt: row.publishedAt.toISOString(),
      thumbnailUrl: row.thumbnailUrl,
      reason: row.reason,
      candidates: row.candidates.flatMap((id) => {
        const contest = contests.get(id);
        return contest ? [contest] : [];
      }),
    })),
    page: options.page,
    pageSize: QUEUE_PAGE_SIZE,
    hasMore,
  };
}

async function pendingVideo(db: Db, videoId: string) {
  const video = await findVideo(db, videoId);
  if (video?.status !== 'pending') {
    throw new AppError('not_found', `No video '${videoId}' is waiting for review.`);
  }
  return video;
}

/**
 * An admin's 'Attach': the same rules as a link by hand, and the contest must be a candidate. A
 * video whose title names several divisions stays in the queue for the others (decision 050).
 */
export async function attachQueuedVideo(options: {
  db: Db;
  videoId: string;
  contestId: string;
  now: Date;
}): Promise<{ contestId: string; videoSolution: string }> {
  return options.db.transaction(async (tx) => {
    const video = await pendingVideo(tx, options.videoId);
    if (!video.candidates.includes(options.contestId)) {
      throw new AppError('bad_request', 'contestId: is not one of this video’s candidates');
    }
    const [contest] = await findContestsByIds(tx, [options.contestId]);
    if (!contest) throw new AppError('not_found', `No contest with id '${options.contestId}'`);
    if (contest.endsAt.getTime() > options.now.getTime()) {
      throw new AppError('conflict', NOT_ENDED_MESSAGE);
    }
    const written = await attachVideo(tx, {
      contestIds: [contest.id],
      videoId: video.videoId,
      source: 'admin',
      now: options.now,
    });
    if (written.length === 0) {
      throw new AppError(
        'conflict',
        'This contest already has a solution link; change it from its card.',
      );
    }
    // A video for several divisions stays queued for those still without a solution.
    const open = ofNamedDivisions(
      video.title,
      await findContestsByIds(
        tx,
        video.candidates.filter((id) => id !== contest.id),
      ),
    ).filter((other) => other.videoSolution === null);
    await updateVideoDecision(
      tx,
      open.length > 0
        ? {
            videoId: video.videoId,
            status: 'pending',
            candidates: open.map((other) => other.id),
            reason: SEVERAL_DIVISIONS_REASON,
          }
        : { videoId: video.videoId, status: 'attached', candidates: [contest.id], reason: null },
    );
    return {
      contestId: contest.id,
      videoSolution: `https://www.youtube.com/watch?v=${video.videoId}`,
    };
  });
}

/**
 * 'Dismiss': the video leaves the queue for good (the sync never reads it again); the contests it
 * was attached to already keep it.
 */
export async function dismissQueuedVideo(options: { db: Db; videoId: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const video = await pendingVideo(tx, options.videoId);
    await updateVideoDecision(tx, {
      videoId: video.videoId,
      status: 'dismissed',
      candidates: video.candidates,
      reason: video.reason,
    });
  });
}
