import {
  PLATFORM_NAMES,
  type ApiContest,
  type ApiPastResponse,
  type ApiUpcomingResponse,
  type Contest,
  type PastContestsResponse,
  type UpcomingContestsResponse,
} from '@contest-tracker/contract';

const MINUTE_SECONDS = 60;

/**
 * The first client's contest, mapped from ours: the platform by display name in `type`, the id
 * twice (it unbookmarks by `_id`), minutes in `duration`. Key order is the one it always had.
 */
export function toFirstClientContest(ours: ApiContest): Contest {
  return {
    id: ours.id,
    _id: ours.id,
    title: ours.title,
    link: ours.url,
    type: PLATFORM_NAMES[ours.platform],
    start_date: ours.startsAt,
    duration: Math.round(ours.durationSeconds / MINUTE_SECONDS),
    ...(ours.solution
      ? { video_solution: ours.solution.url, solution_source: ours.solution.source }
      : {}),
    status: ours.status,
    ...(ours.you ? { you: ours.you } : {}),
  };
}

export function toFirstClientUpcoming(ours: ApiUpcomingResponse): UpcomingContestsResponse {
  return { upcomingContests: ours.contests.map(toFirstClientContest) };
}

export function toFirstClientPast(ours: ApiPastResponse): PastContestsResponse {
  return {
    pastContests: ours.contests.map(toFirstClientContest),
    page: ours.page,
    pageSize: ours.pageSize,
    hasMore: ours.hasMore,
    total: ours.total,
    ...(ours.hiddenCount === undefined ? {} : { hiddenCount: ours.hiddenCount }),
  };
}
