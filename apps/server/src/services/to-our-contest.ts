import { PLATFORM_NAMES, contestStatusAt, type ApiContest } from '@contest-tracker/contract';
import type { ContestRow } from '#server/db/contests-repository';

/** A stored contest in our own shape (issue 47): every answer and dialect maps from this. */
export function toOurContest(row: ContestRow, now: Date): ApiContest {
  const endsAt = new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  return {
    id: row.id,
    platform: row.platform,
    platformName: PLATFORM_NAMES[row.platform],
    title: row.title,
    url: row.url,
    startsAt: row.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    durationSeconds: row.durationMinutes * 60,
    status: contestStatusAt(row.startsAt, row.durationMinutes, now),
    ...(row.videoSolution
      ? { solution: { url: row.videoSolution, source: row.solutionSource ?? 'admin' } }
      : {}),
  };
}
