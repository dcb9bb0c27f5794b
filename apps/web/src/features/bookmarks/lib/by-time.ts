import type { ApiContest } from '@contest-tracker/contract';

export interface BookmarksByTime {
  /** Running (ending soonest first), then upcoming (starting soonest first). */
  current: ApiContest[];
  /** Finished, newest first. */
  past: ApiContest[];
}

const at = (instant: string) => Date.parse(instant);

/**
 * My Bookmarks' two groups (issue 48): the server pages them in this order; the page is ordered
 * again here at `now`, so a contest that started or ended since the answer moves at once.
 */
export function bookmarksByTime(contests: readonly ApiContest[], now: Date): BookmarksByTime {
  const t = now.getTime();
  const running = contests.filter((c) => at(c.startsAt) <= t && at(c.endsAt) > t);
  const upcoming = contests.filter((c) => at(c.startsAt) > t);
  const past = contests.filter((c) => at(c.endsAt) <= t);
  const byId = (a: ApiContest, b: ApiContest) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  running.sort((a, b) => at(a.endsAt) - at(b.endsAt) || byId(a, b));
  upcoming.sort((a, b) => at(a.startsAt) - at(b.startsAt) || byId(a, b));
  // Ties as the past list breaks them: id descending.
  past.sort((a, b) => at(b.startsAt) - at(a.startsAt) || byId(b, a));
  return { current: [...running, ...upcoming], past };
}
