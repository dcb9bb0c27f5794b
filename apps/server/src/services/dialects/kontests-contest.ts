import type { ApiContest } from '@contest-tracker/contract';
import { z } from 'zod';
import { kontestsSite } from './kontests-sites';

const DAY_MS = 24 * 3_600_000;

/**
 * One contest as kontests answered it (its API page, app/views/pages/api.html.erb, and its
 * services' `extract_contest_info`): times `%Y-%m-%dT%H:%M:%S.%LZ`, the duration in seconds as a
 * string, `site` only in `/api/v1/all`.
 */
export const kontestsContestSchema = z.object({
  name: z.string(),
  url: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.string(),
  site: z.string().optional(),
  in_24_hours: z.enum(['Yes', 'No']),
  status: z.enum(['CODING', 'BEFORE']),
});
export type KontestsContest = z.infer<typeof kontestsContestSchema>;

/**
 * A running or upcoming contest in kontests' words. As kontests' `in_24_hours?`: a running
 * contest is 'No'; an upcoming one is 'Yes' when it starts within 24 hours of `now`.
 */
export function toKontestsContest(
  contest: ApiContest,
  now: Date,
  options: { withSite: boolean },
): KontestsContest {
  const running = contest.status === 'running';
  const startsIn = Date.parse(contest.startsAt) - now.getTime();
  return {
    name: contest.title,
    url: contest.url,
    start_time: contest.startsAt,
    end_time: contest.endsAt,
    duration: String(contest.durationSeconds),
    ...(options.withSite ? { site: kontestsSite(contest.platform).name } : {}),
    in_24_hours: !running && startsIn <= DAY_MS ? 'Yes' : 'No',
    status: running ? 'CODING' : 'BEFORE',
  };
}
