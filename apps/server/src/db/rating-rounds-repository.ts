import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './database';
import { planResultsMessages } from './plan-results-messages';
import { ratingChanges, ratingRounds } from './schema-ratings';
import { rowsOf } from './sql-rows';

type RoundState = 'computing' | 'predicted' | 'final';

export interface RatingRound {
  contestId: string;
  state: RoundState;
  computedAt: Date | null;
  dueAt: Date | null;
  standingsFinal: boolean;
  pollUntil: Date;
  /** A ranked contest's ranking pages read, of how many (null: none read yet). */
  pagesRead: number;
  pagesTotal: number | null;
}

export interface ChangeRow {
  handle: string;
  rank: number;
  oldRating: number;
  newRating: number;
}

const toRound = (row: typeof ratingRounds.$inferSelect): RatingRound => ({
  ...row,
  state: row.state as RoundState,
});

/**
 * Starts keeping the rounds of `platform` that ended in the last `withinMs` and that someone here
 * cares about: a verified or followed handle on the platform, or a bookmark of the round.
 * Idempotent.
 */
export async function enlistFinishedRounds(
  db: Db,
  platform: string,
  now: Date,
  withinMs: number,
): Promise<void> {
  const since = new Date(now.getTime() - withinMs).toISOString();
  const at = now.toISOString();
  await db.execute(sql`
    insert into rating_rounds (contest_id, state, due_at, poll_until)
    select c.id, 'computing', ${at}::timestamptz, c.ends_at + ${`${withinMs} milliseconds`}::interval
    from contests c
    where c.platform = ${platform} and c.ends_at <= ${at}::timestamptz and c.ends_at > ${since}::timestamptz
      and (exists (select 1 from user_handles h where h.platform = ${platform} and h.verified_at is not null)
           or exists (select 1 from user_following f where f.platform = ${platform})
           or exists (select 1 from bookmarks b where b.contest_id = c.id))
    on conflict (contest_id) do nothing`);
}

/**
 * Takes the round due longest ago, moving its due time `leaseMs` on: another instance skips it
 * meanwhile, and a run that fails is retried then.
 */
export async function claimDueRound(
  db: Db,
  prefix: string,
  now: Date,
  leaseMs: number,
): Promise<RatingRound | undefined> {
  const at = now.toISOString();
  const next = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    update rating_rounds set due_at = ${next}::timestamptz
    where contest_id = (
      select contest_id from rating_rounds
      where due_at <= ${at}::timestamptz and contest_id like ${`${prefix}%`}
      order by due_at, contest_id limit 1 for update skip locked)
    returning contest_id`);
  const claimed = rowsOf<{ contest_id: string }>(result)[0]?.contest_id;
  return claimed === undefined ? undefined : findRound(db, claimed);
}

export async function findRound(db: Db, contestId: string): Promise<RatingRound | undefined> {
  const [row] = await db.select().from(ratingRounds).where(eq(ratingRounds.contestId, contestId));
  return row && toRound(row);
}

/**
 * Writes a round's changes in place of the ones kept, its new state, and the results messages
 * they make (decision 059), together: a crash leaves neither, and the next run does both.
 */
export async function saveRoundChanges(
  db: Db,
  contestId: string,
  update: {
    state: 'predicted' | 'final';
    computedAt: Date;
    dueAt: Date | null;
    standingsFinal: boolean;
  },
  rows: readonly ChangeRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(ratingChanges).where(eq(ratingChanges.contestId, contestId));
    // In chunks: a round of 30 000 rows is past one statement's parameter limit.
    for (let i = 0; i < rows.length; i += 5_000) {
      await tx
        .insert(ratingChanges)
        .values(
          rows.slice(i, i + 5_000).map((row) => ({
            contestId,
            handleKey: row.handle.toLowerCase(),
            ...row,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.update(ratingRounds).set(update).where(eq(ratingRounds.contestId, contestId));
    await planResultsMessages(tx, {
      contestId,
      final: update.state === 'final',
      now: update.computedAt,
    });
  });
}

export async function setRoundDue(db: Db, contestId: string, dueAt: Date | null): Promise<void> {
  await db.update(ratingRounds).set({ dueAt }).where(eq(ratingRounds.contestId, contestId));
}

/** A round that turned out not to be rated: no longer kept (its changes go with it). */
export async function dropRound(db: Db, contestId: string): Promise<void> {
  await db.delete(ratingRounds).where(eq(ratingRounds.contestId, contestId));
}

/** The kept changes of these handles (any case) in one round, best rank first. */
export async function changesOf(
  db: Db,
  contestId: string,
  handles: readonly string[],
): Promise<ChangeRow[]> {
  if (handles.length === 0) return [];
  const keys = handles.map((handle) => handle.toLowerCase());
  return db
    .select({
      handle: ratingChanges.handle,
      rank: ratingChanges.rank,
      oldRating: ratingChanges.oldRating,
      newRating: ratingChanges.newRating,
    })
    .from(ratingChanges)
    .where(and(eq(ratingChanges.contestId, contestId), inArray(ratingChanges.handleKey, keys)))
    .orderBy(ratingChanges.rank, ratingChanges.handleKey);
}
