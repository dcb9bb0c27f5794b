export type ContestStatus = 'upcoming' | 'running' | 'finished';

/** Pure: where a contest stands at `now`. */
export function contestStatusAt(startsAt: Date, durationMinutes: number, now: Date): ContestStatus {
  const start = startsAt.getTime();
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < start + durationMinutes * 60_000 ? 'running' : 'finished';
}
