import { z } from 'zod';
import { platformsParamSchema } from './queries';
import { REMINDER_MINUTES, type ReminderMinutes } from './calendar-paths';

const reminderChoice = z.union(REMINDER_MINUTES.map((minutes) => z.literal(minutes)));

/** `?alarm=30`: minutes before the start; absent or `none` means no reminder. */
const alarmParamSchema = z
  .string()
  .optional()
  .transform((raw, ctx): ReminderMinutes | null => {
    if (raw === undefined || raw === '' || raw === 'none') return null;
    const minutes = REMINDER_MINUTES.find((choice) => String(choice) === raw.trim());
    if (minutes === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of none, ${REMINDER_MINUTES.join(', ')} (minutes before the start)`,
      });
      return z.NEVER;
    }
    return minutes;
  });

export const calendarFeedQuerySchema = z.object({
  platforms: platformsParamSchema,
  alarm: alarmParamSchema,
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuerySchema>;

export const singleEventQuerySchema = z.object({ alarm: alarmParamSchema });

/** `GET /calendar/contests/:id.ics`: the id as the lists give it. */
export const calendarEventParamsSchema = z.object({
  file: z
    .string()
    .max(210)
    .regex(/^[^/]{1,200}\.ics$/, 'must be a contest id followed by .ics')
    .transform((file) => file.slice(0, -'.ics'.length)),
});

export const calendarSettingsSchema = z.object({
  /** Null: no reminder. */
  reminderMinutes: reminderChoice.nullable(),
  /** Whether a personal feed URL exists (it is shown only when made: only its hash is kept). */
  hasFeed: z.boolean(),
  feedCreatedAt: z.iso.datetime().nullable(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const reminderBodySchema = z.object({ reminderMinutes: reminderChoice.nullable() });
export type ReminderBody = z.infer<typeof reminderBodySchema>;

export const newFeedResponseSchema = z.object({
  /** `/calendar/u/<secret>.ics`, relative to the site: shown once, never stored in the clear. */
  feedPath: z.string().regex(/^\/calendar\/u\/[A-Za-z0-9_-]{43}\.ics$/),
  settings: calendarSettingsSchema,
});
export type NewFeedResponse = z.infer<typeof newFeedResponseSchema>;
