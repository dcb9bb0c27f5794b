import { createHash, randomBytes } from 'node:crypto';
import type { CalendarSettings, NewFeedResponse, ReminderMinutes } from '@contest-tracker/contract';
import {
  findCalendarSettings,
  replaceFeedSecret,
  setReminderMinutes,
} from '#server/db/calendar-repository';
import type { Db } from '#server/db/database';

const personalFeedPath = (secret: string) => `/calendar/u/${secret}.ics`;

/** 256 random bits; only the SHA-256 is stored, so the database alone cannot open a feed. */
function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashFeedSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function toSettings(row: {
  reminderMinutes: number | null;
  feedCreatedAt: Date | null;
}): CalendarSettings {
  return {
    reminderMinutes: (row.reminderMinutes ?? null) as ReminderMinutes | null,
    hasFeed: row.feedCreatedAt !== null,
    feedCreatedAt: row.feedCreatedAt?.toISOString() ?? null,
  };
}

export async function getCalendarSettings(db: Db, userId: number): Promise<CalendarSettings> {
  return toSettings(await findCalendarSettings(db, userId));
}

/** A fresh feed URL; the previous one, if any, stops working in the same write. */
export async function regenerateFeed(db: Db, userId: number): Promise<NewFeedResponse> {
  const secret = newFeedSecret();
  await replaceFeedSecret(db, userId, hashFeedSecret(secret));
  return { feedPath: personalFeedPath(secret), settings: await getCalendarSettings(db, userId) };
}

export async function setReminder(
  db: Db,
  userId: number,
  reminderMinutes: ReminderMinutes | null,
): Promise<CalendarSettings> {
  await setReminderMinutes(db, userId, reminderMinutes);
  return getCalendarSettings(db, userId);
}
