import type { Challenge } from '../domain/handle-challenge';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contests, users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's handle on one platform: theirs once verified (decision 029). */
export const userHandles = pgTable(
  'user_handles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    handle: text('handle').notNull(),
    /** Set once ownership was shown; until then nothing of the handle is shown as theirs. */
    verifiedAt: instant('verified_at'),
    /** What the user must do (the problem to submit to), until verified. */
    challenge: jsonb('challenge').$type<Challenge>(),
    challengeIssuedAt: instant('challenge_issued_at'),
    challengeExpiresAt: instant('challenge_expires_at'),
    lastFetchedAt: instant('last_fetched_at'),
    /** Why the last read of its results failed (a short category), cleared by the next success. */
    fetchError: text('fetch_error'),
    /**
     * Where the next read of the handle's submissions starts (the platform's own position: the
     * newest judged submission seen); null reads the history from its start again.
     */
    submissionsCursor: text('submissions_cursor'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.platform] }),
    // One owner per handle: a second user's verification is refused (409).
    uniqueIndex('user_handles_verified_idx')
      .on(table.platform, sql`lower(${table.handle})`)
      .where(sql`${table.verifiedAt} is not null`),
    check('user_handles_platform_check', sql`${table.platform} ~ '^[a-z][a-z0-9]*$'`),
  ],
);

/**
 * When each challenge was issued, by account and platform: at most 5 an hour (issue 45). Kept
 * apart from the handle, so that unlinking and linking again does not start a new count.
 */
export const handleChallengeIssues = pgTable(
  'handle_challenge_issues',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    issuedAt: instant('issued_at').notNull(),
  },
  (table) => [
    index('handle_challenge_issues_user_idx').on(table.userId, table.platform, table.issuedAt),
  ],
);

/** A verified handle's rated contests, as the platform reported them; private to the user. */
export const userResults = pgTable(
  'user_results',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    rank: integer('rank').notNull(),
    oldRating: integer('old_rating').notNull(),
    newRating: integer('new_rating').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contestId] }),
    index('user_results_user_platform_idx').on(table.userId, table.platform, table.at),
  ],
);

/** Per contest a verified handle took part in: the problems not solved during it. */
export const userUpsolve = pgTable(
  'user_upsolve',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** The platform's own problem id: `1459B`. */
    problemId: text('problem_id').notNull(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    /** Solved after the contest (practice, a virtual run). */
    solved: boolean('solved').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contestId, table.problemId] }),
    index('user_upsolve_user_platform_idx').on(table.userId, table.platform),
  ],
);

/**
 * A 'Link with Codeforces' under way: the `state` sent to the platform, bound to the user who
 * asked, redeemable once until it expires (decision 039).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    /** SHA-256 of the state (base64url): what is stored cannot be sent back as one. */
    stateHash: text('state_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('oauth_states_expires_at_idx').on(table.expiresAt)],
);

/**
 * Problems a verified handle has an accepted submission to, among the submissions read (issue
 * 50): never recommended. Only ever added to: a problem once solved stays solved.
 */
export const userSolvedProblems = pgTable(
  'user_solved_problems',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** The platform's own problem id: `1459B`, `abc138_d`. */
    problemId: text('problem_id').notNull(),
    /**
     * The name it goes by there, where the catalog may list it under another contest's id
     * (Codeforces' Div. 2 copy of a Div. 1 problem); null elsewhere, and for rows kept before.
     */
    name: text('name'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.platform, table.problemId] })],
);

/** 'Not now' on a recommended problem: not recommended again until `until` (30 days). */
export const recommendationSkips = pgTable(
  'recommendation_skips',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    problemId: text('problem_id').notNull(),
    until: instant('until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.platform, table.problemId] })],
);
