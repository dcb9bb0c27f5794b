import type { PlatformId, ReminderRule, Rule } from '@contest-tracker/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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

/**
 * Adds a channel unless the user already has `max` (after removing those `replaces` picks: the
 * same device subscribing again). One transaction holding the user's row, so concurrent adds of
 * one user count one after another; undefined: the limit is reached, nothing written.
 * `alongside` runs in the same transaction once the row is in (the channel's first rule): when it
 * throws, the channel is not added either.
 */
export async function insertChannelWithinLimit(
  db: Db,
  channel: NewChannel,
  limit: { max: number; replaces?: (row: ChannelRow) => boolean },
  alongside?: (tx: Db, row: ChannelRow) => Promise<void>,
): Promise<ChannelRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, channel.userId)).for('update');
    const existing = await listChannels(tx, channel.userId);
    const replaced = limit.replaces ? existing.filter(limit.replaces) : [];
    if (existing.length - replaced.length >= limit.max) return undefined;
    if (replaced.length > 0) {
      await tx.delete(notificationChannels).where(
        inArray(
          notificationChannels.id,
          replaced.map((row) => row.id),
        ),
      );
      await forgetChannels(tx, replaced);
    }
    const [row] = await tx.insert(notificationChannels).values(channel).returning();
    if (!row) throw new Error('insert returned no channel');
    await alongside?.(tx, row);
    return row;
  });
}

/**
 * Adds one rule after the user's others, unless they have `max` already (false, nothing written);
 * with `timeZone`, that becomes the zone their messages are written in.
 */
export async function appendRule(
  db: Db,
  userId: number,
  change: { rule: Rule; timeZone: string | undefined; now: Date; max: number },
): Promise<boolean> {
  const [last] = await db
    .select({
      count: sql<number>`count(*)::int`,
      top: sql<number>`coalesce(max(${notificationRules.position}), -1)::int`,
    })
    .from(notificationRules)
    .where(eq(notificationRules.userId, userId));
  if ((last?.count ?? 0) >= change.max) return false;
  await db
    .insert(notificationRules)
    .values(ruleRow(userId, (last?.top ?? -1) + 1, change.rule, change.now));
  if (change.timeZone) {
    await db
      .update(users)
      .set({ notificationTimeZone: change.timeZone, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
  return true;
}

/**
 * Takes the channel's test slot: at most one 'Send a test' per `spacingMs`, whichever instance
 * answers. 0 when taken; otherwise the milliseconds until the next one may go.
 */
export async function takeTestSlot(
  db: Db,
  id: string,
  now: Date,
  spacingMs: number,
): Promise<number> {
  const since = new Date(now.getTime() - spacingMs);
  const taken = await db
    .update(notificationChannels)
    .set({ testSentAt: now })
    .where(
      and(
        eq(notificationChannels.id, id),
        or(isNull(notificationChannels.testSentAt), lte(notificationChannels.testSentAt, since)),
      ),
    )
    .returning({ id: notificationChannels.id });
  if (taken.length > 0) return 0;
  const [row] = await db
    .select({ testSentAt: notificationChannels.testSentAt })
    .from(notificationChannels)
    .where(eq(notificationChannels.id, id));
  const last = row?.testSentAt?.getTime() ?? now.getTime();
  return Math.max(1, last + spacingMs - now.getTime());
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

/**
 * Start on a Telegram link: the chat becomes the one whose confirmation may link the channel
 * (a later Start elsewhere takes that over). Nothing is linked yet; the answer names the owner,
 * for the question the chat is asked.
 */
export async function startTelegramLink(
  db: Db,
  link: { tokenHash: string; chatId: string; now: Date },
): Promise<{ channelId: string; ownerName: string } | 'expired' | 'unknown'> {
  const [asked] = await db
    .update(notificationChannels)
    .set({ linkChatId: link.chatId })
    .where(
      and(
        eq(notificationChannels.linkTokenHash, link.tokenHash),
        eq(notificationChannels.status, 'pending'),
        gt(notificationChannels.linkExpiresAt, link.now),
      ),
    )
    .returning({ id: notificationChannels.id, userId: notificationChannels.userId });
  if (asked) {
    const [owner] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, asked.userId));
    return { channelId: asked.id, ownerName: owner?.name ?? 'a Contest Tracker user' };
  }
  const [stale] = await db
    .select({ id: notificationChannels.id })
    .from(notificationChannels)
    .where(eq(notificationChannels.linkTokenHash, link.tokenHash));
  return stale ? 'expired' : 'unknown';
}

/**
 * The confirmation pressed: the channel becomes active for `chatId` only if that chat is the one
 * that pressed Start, the link is still pending and unexpired. False: stale or forged.
 */
export async function confirmTelegramLink(
  db: Db,
  link: { channelId: string; chatId: string; label: string; now: Date },
): Promise<boolean> {
  const linked = await db
    .update(notificationChannels)
    .set({
      destination: link.chatId,
      label: link.label,
      status: 'active',
      linkTokenHash: null,
      linkExpiresAt: null,
      linkChatId: null,
    })
    .where(
      and(
        eq(notificationChannels.id, link.channelId),
        // Set by Start on a pending Telegram channel's link only, and cleared when it links.
        eq(notificationChannels.linkChatId, link.chatId),
        gt(notificationChannels.linkExpiresAt, link.now),
      ),
    )
    .returning({ id: notificationChannels.id });
  return linked.length > 0;
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
  return rows.map((row): Rule => {
    if (row.scope === 'results') {
      const { includeFollowing, channelIds } = row;
      return { scope: row.scope, includeFollowing, channelIds };
    }
    return {
      scope: row.scope,
      ...(row.scope === 'platforms' ? { platforms: row.platforms as PlatformId[] } : {}),
      leadMinutes: row.leadMinutes as ReminderRule['leadMinutes'],
      channelIds: row.channelIds,
    };
  });
}

/** A rule as its row: the fields its scope does not use stay empty. */
function ruleRow(
  userId: number,
  position: number,
  rule: Rule,
  createdAt: Date,
): typeof notificationRules.$inferInsert {
  const channelIds = [...new Set(rule.channelIds)];
  if (rule.scope === 'results') {
    const { scope, includeFollowing } = rule;
    return { userId, position, scope, includeFollowing, leadMinutes: [], channelIds, createdAt };
  }
  return {
    userId,
    position,
    scope: rule.scope,
    platforms: rule.scope === 'platforms' ? [...new Set(rule.platforms)] : [],
    leadMinutes: [...new Set(rule.leadMinutes)],
    channelIds,
    createdAt,
  };
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
      await tx
        .insert(notificationRules)
        .values(change.rules.map((rule, position) => ruleRow(userId, position, rule, change.now)));
    }
    await tx
      .update(users)
      .set({ notificationTimeZone: change.timeZone, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}
