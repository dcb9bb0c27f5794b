import { CHANNEL_KINDS } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ResultsPayload } from '../domain/round-results';
import { contests, users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const kindList = sql.raw(CHANNEL_KINDS.map((kind) => `'${kind}'`).join(', '));

/** Where a user's reminders go. `destination` is a secret: never logged, never shown whole. */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHANNEL_KINDS }).notNull(),
    /** Discord: the webhook URL; Telegram: the chat id (null until linked). */
    destination: text('destination'),
    /** What the owner is shown: masked, never the secret itself. */
    label: text('label').notNull(),
    status: text('status', { enum: ['pending', 'active', 'off'] }).notNull(),
    offReason: text('off_reason'),
    /** Telegram's one-time deep link: only its SHA-256 is kept, until used or expired. */
    linkTokenHash: text('link_token_hash').unique(),
    linkExpiresAt: instant('link_expires_at'),
    /** The chat that pressed Start on the link: only a confirmation from that chat links it. */
    linkChatId: text('link_chat_id'),
    /** The last 'Send a test' (one per channel per 30 s, across instances). */
    testSentAt: instant('test_sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notification_channels_user_idx').on(table.userId),
    index('notification_channels_destination_idx').on(table.kind, table.destination),
    check('notification_channels_kind_check', sql`${table.kind} in (${kindList})`),
    check(
      'notification_channels_status_check',
      sql`${table.status} in ('pending', 'active', 'off')`,
    ),
  ],
);

/** A user's reminder rules, replaced whole by each save. */
export const notificationRules = pgTable(
  'notification_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    scope: text('scope', { enum: ['bookmarks', 'platforms', 'results'] }).notNull(),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Empty for `results`, which has no lead time. */
    leadMinutes: integer('lead_minutes').array().notNull(),
    /** `results`: the handles the user follows who took part are in the message too. */
    includeFollowing: boolean('include_following').notNull().default(false),
    channelIds: text('channel_ids').array().notNull(),
    /** Reminders that fell due before a rule existed are not sent for it. */
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('notification_rules_user_idx').on(table.userId, table.position)],
);

/**
 * The outbox: one row per message to send. The unique key makes planning idempotent across
 * instances; `claimed_until` lets one instance send a row while the others skip it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => notificationChannels.id, { onDelete: 'cascade' }),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    /**
     * `reminder` (lead_minutes before starts_at), `changed` (moved or renamed: revision),
     * `results` (a round's standings were read: once per channel and round) or `results-final`
     * (the official change differs from the `results` message's prediction: once too).
     */
    kind: text('kind', { enum: ['reminder', 'changed', 'results', 'results-final'] }).notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    /** The start the message is about: a moved contest is reminded of again at its new time. */
    startsAt: instant('starts_at').notNull(),
    revision: integer('revision').notNull(),
    dueAt: instant('due_at').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'dropped', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    claimedUntil: instant('claimed_until'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    /** `results*`: what the message says, fixed when planned (the kept changes move on). */
    payload: jsonb('payload').$type<ResultsPayload>(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_once_key').on(
      table.channelId,
      table.contestId,
      table.kind,
      table.leadMinutes,
      table.startsAt,
      table.revision,
    ),
    index('reminder_deliveries_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'reminder_deliveries_status_check',
      sql`${table.status} in ('pending', 'sent', 'dropped', 'failed')`,
    ),
  ],
);

/** One row: how far planning has looked (due times up to `planned_until` are in the outbox). */
export const reminderSchedule = pgTable('reminder_schedule', {
  id: integer('id').primaryKey(),
  plannedUntil: instant('planned_until').notNull(),
});
