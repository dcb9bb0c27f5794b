import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contests, users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A finished rated round whose rating changes we keep (issue 49): computing until the first
 * prediction, predicted until Codeforces publishes its own, then final.
 */
export const ratingRounds = pgTable(
  'rating_rounds',
  {
    contestId: text('contest_id')
      .primaryKey()
      .references(() => contests.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    /** When the rows were last written (prediction or official). */
    computedAt: instant('computed_at'),
    /** When an instance next looks at it; null: nothing more to ask (final, or 3 days passed). */
    dueAt: instant('due_at'),
    /** Whether the standings were final (system tests done) when predicted. */
    standingsFinal: boolean('standings_final').notNull().default(false),
    /** After this, Codeforces is no longer asked for its official changes. */
    pollUntil: instant('poll_until').notNull(),
    /** A ranked contest (decision 065): ranking pages read so far, of how many (null: none yet). */
    pagesRead: integer('pages_read').notNull().default(0),
    pagesTotal: integer('pages_total'),
  },
  (table) => [
    index('rating_rounds_due_idx').on(table.dueAt),
    check('rating_rounds_state_check', sql`${table.state} in ('computing', 'predicted', 'final')`),
  ],
);

/** One rated contestant's change in a kept round; `handleKey` is the handle in lower case. */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => ratingRounds.contestId, { onDelete: 'cascade' }),
    handleKey: text('handle_key').notNull(),
    handle: text('handle').notNull(),
    rank: integer('rank').notNull(),
    oldRating: integer('old_rating').notNull(),
    newRating: integer('new_rating').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contestId, table.handleKey] })],
);

/**
 * A ranked contest's contestant while its prediction is under way (decision 065): from its ranking
 * page, then their rating before it once read (null until then). Deleted once predicted.
 */
export const ratingContestants = pgTable(
  'rating_contestants',
  {
    contestId: text('contest_id')
      .notNull()
      .references(() => ratingRounds.contestId, { onDelete: 'cascade' }),
    handleKey: text('handle_key').notNull(),
    handle: text('handle').notNull(),
    rank: integer('rank').notNull(),
    rating: doublePrecision('rating'),
    attended: integer('attended'),
  },
  (table) => [primaryKey({ columns: [table.contestId, table.handleKey] })],
);

/** A public handle a user follows (issue 49), at most 100 per user; `handleKey` in lower case. */
export const userFollowing = pgTable(
  'user_following',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    handleKey: text('handle_key').notNull(),
    handle: text('handle').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.platform, table.handleKey] })],
);
