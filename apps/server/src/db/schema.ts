import {
  CONTEST_LENGTHS,
  CONTEST_VIEWS,
  DEFAULT_REMINDER_MINUTES,
  PLATFORM_IDS,
  REMINDER_MINUTES,
} from '@contest-tracker/contract';
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const SOLUTION_SOURCES = ['admin', 'matched'] as const;
export const VIDEO_STATUSES = ['unmatched', 'pending', 'attached', 'skipped', 'dismissed'] as const;

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const reminderList = sql.raw(REMINDER_MINUTES.join(', '));
/**
 * A platform id's shape, not a list of them: the registry decides which platforms exist, so a
 * new platform needs no migration (decision 028).
 */
const platformIdShape = sql.raw(`'^[a-z][a-z0-9]*$'`);

export const contests = pgTable(
  'contests',
  {
    /** Public, platform-qualified and stable across syncs: `codeforces-1926`. */
    id: text('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** starts_at + duration, stored so "finished" and "running" are index range scans. */
    endsAt: instant('ends_at').notNull(),
    videoSolution: text('video_solution'),
    /** Who attached the link: an admin by hand, or the sync on an exact match. */
    solutionSource: text('solution_source', { enum: SOLUTION_SOURCES }),
    /** The YouTube video id of the link (the link is its canonical watch URL). */
    solutionVideoId: text('solution_video_id'),
    /** Calendar SEQUENCE: raised by the sync when the title, start or duration changes. */
    revision: integer('revision').notNull().default(0),
    /** When `revision` last rose: a bookmarked contest moved or renamed after this is announced. */
    revisedAt: instant('revised_at'),
    /** `searchText(platform name, title)` from the contract, written with the title. */
    searchText: text('search_text'),
    /** `seriesKey(platform, title)` from the contract: what a user hides. */
    seriesKey: text('series_key'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contests_platform_external_id_key').on(table.platform, table.externalId),
    // `order by x desc` means NULLS FIRST; an index must say the same for the planner to walk it
    // (found by `npm run bench`: with NULLS LAST, past pages sorted a million rows each time).
    index('contests_starts_id_desc_idx').on(
      table.startsAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('contests_platform_starts_id_desc_idx').on(
      table.platform,
      table.startsAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('contests_ends_at_idx').on(table.endsAt),
    // Reminder planning looks for contests revised since its last look.
    index('contests_revised_at_idx').on(table.revisedAt),
    // 'N hidden' counts a user's hidden series among the finished contests without a full scan.
    index('contests_series_key_idx').on(table.seriesKey),
    // Search walks this (GIN in core PostgreSQL and PGlite alike); queries repeat the expression.
    index('contests_search_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${table.searchText})`,
    ),
    check('contests_platform_check', sql`${table.platform} ~ ${platformIdShape}`),
    check('contests_duration_check', sql`${table.durationMinutes} >= 0`),
    check(
      'contests_solution_source_check',
      sql`${table.solutionSource} is null or ${table.solutionSource} in ('admin', 'matched')`,
    ),
  ],
);

export const platformSyncStatus = pgTable('platform_sync_status', {
  platform: text('platform', { enum: PLATFORM_IDS }).primaryKey(),
  lastAttemptAt: instant('last_attempt_at'),
  lastSuccessAt: instant('last_success_at'),
  lastErrorAt: instant('last_error_at'),
  lastError: text('last_error'),
  /** The first failed attempt since the last success; null while the platform syncs. */
  failingSince: instant('failing_since'),
  contestsSeen: integer('contests_seen'),
  contestsWritten: integer('contests_written'),
  /** Rows of the last successful fetch left out for being out of bounds, by reason. */
  rowsSkipped: integer('rows_skipped'),
  skippedByReason: jsonb('skipped_by_reason').$type<Record<string, number>>(),
});

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Google's stable subject id: emails can change hands, `sub` cannot. */
    googleSub: text('google_sub').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    picture: text('picture'),
    /**
     * The ADMIN_EMAILS address this account was the first to sign in with: admin rights need it to
     * equal `email` (so they stay with this Google account); unique, so one account per address.
     */
    adminEmail: text('admin_email').unique(),
    /** 'Hide solution links until I open them' (spoiler-safe cards). */
    hideSolutionLinks: boolean('hide_solution_links').notNull().default(false),
    /**
     * What the home page opens on, on every device (issue 48): the platforms (null: all; ids not
     * checked here, a platform leaving the registry is dropped when read), the length, the view.
     */
    filterPlatforms: text('filter_platforms').array(),
    filterLength: text('filter_length', { enum: CONTEST_LENGTHS }).notNull().default('any'),
    contestView: text('contest_view', { enum: CONTEST_VIEWS }).notNull().default('cards'),
    /** Minutes before a start that the personal calendar feed reminds; null: no reminder. */
    calendarReminderMinutes: integer('calendar_reminder_minutes').default(DEFAULT_REMINDER_MINUTES),
    /** Raised with every bookmark added or removed: the personal feed's cached bytes are per revision. */
    bookmarksRevision: integer('bookmarks_revision').notNull().default(0),
    /**
     * Set by logout and 'Sign out everywhere': Google ID tokens issued before this second are
     * refused, as a credential and at sign-in; null: none was ever ended.
     */
    idTokensValidAfter: instant('id_tokens_valid_after'),
    /** The IANA zone reminder messages are written in (saved with the rules). */
    notificationTimeZone: text('notification_time_zone'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'users_calendar_reminder_check',
      sql`${table.calendarReminderMinutes} in (${reminderList})`,
    ),
    check('users_filter_length_check', sql`${table.filterLength} in ('any', 'short', 'long')`),
    check('users_contest_view_check', sql`${table.contestView} in ('cards', 'list')`),
  ],
);

/** A user's personal calendar feed: only the SHA-256 of its secret is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  secretHash: text('secret_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // The scheduled cleanup deletes by expiry across all users.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Google ID tokens that signed in (`jti`, or the token's SHA-256 without one): each signs in
 * once. Kept until the token could no longer be accepted, then deleted with expired sessions.
 */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    tokenKey: text('token_key').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('used_id_tokens_expires_at_idx').on(table.expiresAt)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contestId] }),
    // "Most recent bookmark first" pages walk this index.
    index('bookmarks_user_created_desc_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.contestId.desc().nullsFirst(),
    ),
  ],
);

/** Series a user hid from their lists ('Hide contests like this'); bookmarked contests still show. */
export const hiddenSeries = pgTable(
  'hidden_series',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    /** `seriesKey(platform, title)` from the contract, compared with `contests.series_key`. */
    seriesKey: text('series_key').notNull(),
    /** The series' name when hidden, for /profile (the key is lower-cased words). */
    title: text('title').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.platform, table.seriesKey] }),
    check('hidden_series_platform_check', sql`${table.platform} ~ ${platformIdShape}`),
  ],
);

/**
 * Every video the YouTube source has read, whatever became of it: seen once, never re-read.
 * `pending` is the admins' review queue; `dismissed` never comes back.
 */
export const solutionVideos = pgTable(
  'solution_videos',
  {
    videoId: text('video_id').primaryKey(),
    playlistId: text('playlist_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    publishedAt: instant('published_at').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    status: text('status', { enum: VIDEO_STATUSES }).notNull(),
    /** Public contest ids the video may belong to (or, attached, does). */
    candidates: text('candidates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text('reason'),
    firstSeenAt: instant('first_seen_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('solution_videos_status_published_idx').on(
      table.status,
      table.publishedAt.desc().nullsFirst(),
      table.videoId.desc().nullsFirst(),
    ),
    check(
      'solution_videos_status_check',
      sql`${table.status} in ('unmatched', 'pending', 'attached', 'skipped', 'dismissed')`,
    ),
  ],
);

/** Like platform_sync_status, for sources that are not platforms (the YouTube playlists). */
export const sourceSyncStatus = pgTable('source_sync_status', {
  source: text('source').primaryKey(),
  lastAttemptAt: instant('last_attempt_at'),
  lastSuccessAt: instant('last_success_at'),
  lastErrorAt: instant('last_error_at'),
  lastError: text('last_error'),
  itemsSeen: integer('items_seen'),
});

export const schema = {
  contests,
  platformSyncStatus,
  users,
  sessions,
  usedIdTokens,
  bookmarks,
  solutionVideos,
  sourceSyncStatus,
  calendarFeeds,
  hiddenSeries,
};
