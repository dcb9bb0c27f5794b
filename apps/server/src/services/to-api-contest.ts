import { PLATFORM_NAMES, contestStatusAt, type Contest } from '@contest-tracker/contract';
import type { ContestRow } from '#server/db/contests-repository';

export function toApiContest(row: ContestRow, now: Date): Contest {
  return {
    id: row.id,
    // The first client unbookmarks by `contest._id`.
    _id: row.id,
    title: row.title,
    link: row.url,
    type: PLATFORM_NAMES[row.platform],
    start_date: row.startsAt.toISOString(),
    duration: row.durationMinutes,
    ...(row.videoSolution ? { video_solution: row.videoSolution } : {}),
    ...(row.videoSolution && row.solutionSource ? { solution_source: row.solutionSource } : {}),
    status: contestStatusAt(row.startsAt, row.durationMinutes, now),
  };
}
