import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A platform's rate group across every instance: the next call may leave at `next_at` (issue 51).
 * Each call takes the slot and moves it on in one statement, under the row's lock.
 */
export const rateGates = pgTable('rate_gates', {
  name: text('name').primaryKey(),
  nextAt: instant('next_at').notNull(),
});

/**
 * The request budgets' counters shared by the instances, one row per budget and client, windowed.
 * Unlogged (the migration says so): a crash forgets at most a minute of counts.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: instant('window_ends').notNull(),
});

/**
 * Who may run a background job now (`holder` until `until`), and who ran it last. A finished run
 * keeps the lease until its next run is due, so N instances run a timed job once per interval.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: instant('until').notNull(),
  lastRunBy: text('last_run_by'),
  lastRunAt: instant('last_run_at'),
});
