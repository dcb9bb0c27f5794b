import type { ReminderMinutes } from '@contest-tracker/contract';
import { findContestById } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { buildCalendar } from './build-calendar';

/** One contest as a calendar of one event, or undefined for an unknown id. */
export async function singleEventCalendar(options: {
  db: Db;
  contestId: string;
  uidDomain: string;
  alarmMinutes: ReminderMinutes | null;
}): Promise<string | undefined> {
  const contest = await findContestById(options.db, options.contestId);
  if (!contest) return undefined;
  return buildCalendar({
    name: 'Contest Tracker',
    uidDomain: options.uidDomain,
    contests: [contest],
    alarmMinutes: options.alarmMinutes,
  });
}
