import { z } from 'zod';

/**
 * The channel on which the database announces, at commit, every statement that deleted sessions
 * or changed user rows (migration 0027's triggers, decision 064): by whichever instance, command
 * or cascade.
 */
export const SESSIONS_ENDED_CHANNEL = 'contest_tracker_sessions';

/** Whose held sessions to drop: these users', or every one (announcements may have been missed). */
export type EndedSessions = { userIds: number[] } | 'all';

// The trigger writes the distinct user ids comma-separated, or '*' when they would not fit.
const payloadSchema = z.union([
  z.literal('*').transform((): EndedSessions => 'all'),
  z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((ids): EndedSessions => ({ userIds: ids.split(',').map(Number) })),
]);

/** What an announcement says; anything unreadable drops everything, which is always safe. */
export function parseEndedSessions(payload: string): EndedSessions {
  const parsed = payloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : 'all';
}
