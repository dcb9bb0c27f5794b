import type { Rule } from '@contest-tracker/contract';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { users } from './schema';
import { notificationChannels, notificationRules } from './schema-reminders';

export type ChannelRow = typeof notificationChannels.$inferSelect;
type NewChannel = typeof notificationChannels.$inferInsert;

export async function listChannels(db: Db, userId: number): Promise<ChannelRow[]> {
  return db
    .select()
    .from(notificationChannels)
    .where(eq(notificationChannels.userId, userId))
    .orderBy(asc(notificationChannels.createdAt), asc(notificationChannels.id));
}

export async function countChannels(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationChannels)
    .where(eq(notificationChannels.userId, userId));
  return row?.n ?? 0;
}

export async function insertChannel(db: Db, channel: NewChannel): Promise<ChannelRow> {
  const [row] = await db.insert(notificationChannels).values(channel).returning();
  if (!row) throw new Error('insert returned no channel');
  return row;
}

/** The user's own channel, or undefined: another user's id reads as unknown. */
export async function findChannel(
  db: Db,
  userId: number,
  id: string,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, userId)));
  return row;
}

export async function deleteChannel(db: Db, userId: number, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notificationChannels)
      .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, userId)))
      .returning({ id: notificationChannels.id, userId: notificationChannels.userId });
    await forgetChannels(tx, deleted);
    return deleted.length > 0;
  });
}

/** Rules stop naming channels that are gone; a rule left with none goes too. */
async function forgetChannels(tx: Db, gone: readonly { id: string; userId: number }[]) {
  for (const channel of gone) {
    await tx
      .update(notificationRules)
      .set({ channelIds: sql`array_remove(${notificationRules.channelIds}, ${channel.id})` })
      .where(eq(notificationRules.userId, channel.userId));
    await tx
      .delete(notificationRules)
      .where(
        and(
          eq(notificationRules.userId, channel.userId),
          sql`cardinality(${notificationRules.channelIds}) = 0`,
        ),
      );
  }
}

/** The destination said it is gone: no more reminders go there, and /profile says why. */
export async function switchChannelOff(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(notificationChannels)
    .set({ status: 'off', offReason: reason })
    .where(eq(notificationChannels.id, id));
}

/** Uses a Telegram link token: the pending channel becomes active for `chatId`. */
export async function linkTelegramChat(
  db: Db,
  link: { tokenHash: string; chatId: string; label: string; now: Date },
): Promise<'linked' | 'expired' | 'unknown'> {
  const linked = await db
    .update(notificationChannels)
    .set({
      destination: link.chatId,
      label: link.label,
      status: 'active',
      linkTokenHash: null,
      linkExpiresAt: null,
    })
    .where(
      and(
        eq(notificationChannels.linkTokenHash, link.tokenHash),
        eq(notificationChannels.status, 'pending'),
        gt(notificationChannels.linkExpiresAt, link.now),
      ),
    )
    .returning({ id: notificationChannels.id });
  if (linked.length > 0) return 'linked';
  const [stale] = await db
    .select({ id: notificationChannels.id })
    .from(notificationChannels)
    .where(eq(notificationChannels.linkTokenHash, link.tokenHash));
  return stale ? 'expired' : 'unknown';
}

/** `/stop` in a chat: every channel that sends there goes. */
export async function unlinkTelegramChat(db: Db, chatId: string): Promise<number> {
  const deleted = await db
    .delete(notificationChannels)
    .where(
      and(eq(notificationChannels.kind, 'telegram'), eq(notificationChannels.destination, chatId)),
    )
    .returning({ id: notificationChannels.id });
  return deleted.length;
}

export async function listRules(db: Db, userId: number): Promise<Rule[]> {
  const rows = await db
    .select()
    .from(notificationRules)
    .where(eq(notificationRules.userId, userId))
    .orderBy(asc(notificationRules.position));
  return rows.map((row) => ({
    scope: row.scope,
    ...(row.scope === 'platforms' ? { platforms: row.platforms as Rule['platforms'] } : {}),
    leadMinutes: row.leadMinutes as Rule['leadMinutes'],
    channelIds: row.channelIds,
  }));
}

export async function getTimeZone(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.notificationTimeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? null;
}

/** Replaces all of a user's rules and their time zone, in one transaction. */
export async function replaceRules(
  db: Db,
  userId: number,
  change: { rules: readonly Rule[]; timeZone: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(notificationRules).where(eq(notificationRules.userId, userId));
    if (change.rules.length > 0) {
      await tx.insert(notificationRules).values(
        change.rules.map((rule, position) => ({
          userId,
          position,
          scope: rule.scope,
          platforms: rule.scope === 'platforms' ? [...new Set(rule.platforms)] : [],
          leadMinutes: [...new Set(rule.leadMinutes)],
          channelIds: [...new Set(rule.channelIds)],
          createdAt: change.now,
        })),
      );
    }
    await tx
      .update(users)
      .set({ notificationTimeZone: change.timeZone, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}
