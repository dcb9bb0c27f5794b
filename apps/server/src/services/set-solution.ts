import type { Db } from '#server/db/database';
import { setVideoSolution } from '#server/db/contests-repository';
import { AppError } from '#server/lib/app-error';

export const NOT_ENDED_MESSAGE =
  'Solutions can be added only after the contest has ended (contest rules forbid sharing them while it runs).';

/**
 * Attaches (or with `null` removes) a contest's solution video, ended contests only. Who may do it
 * is the caller's business (the admin scope of the routes).
 */
export async function setSolution(options: {
  db: Db;
  contestId: string;
  /** Canonical (`https://www.youtube.com/watch?v=ID`), as the body schema leaves it. */
  videoSolution: string | null;
  now: Date;
}): Promise<void> {
  const videoId = options.videoSolution && new URL(options.videoSolution).searchParams.get('v');
  const outcome = await setVideoSolution(
    options.db,
    options.contestId,
    options.videoSolution && videoId ? { url: options.videoSolution, videoId } : null,
    options.now,
  );
  if (outcome === 'not_found') {
    throw new AppError('not_found', `No contest with id '${options.contestId}'`);
  }
  if (outcome === 'not_ended') throw new AppError('conflict', NOT_ENDED_MESSAGE);
}
