import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { ratingContestants, ratingRounds } from './schema-ratings';
import { rowsOf } from './sql-rows';

/**
 * A ranked contest's progress (decision 065), kept so that a prediction of ~1 000 pages and
 * ~25 000 ratings behind a 1 s gate survives restarts, failures and the next instance's turn.
 */

/** Keeps one ranking page's rows and that the page is read, together. */
export async function saveRankingPage(
  db: Db,
  contestId: string,
  page: { number: number; of: number; rows: readonly { handle: string; rank: number }[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (page.rows.length > 0) {
      await tx
        .insert(ratingContestants)
        .values(
          page.rows.map((row) => ({
            contestId,
            handleKey: row.handle.toLowerCase(),
            handle: row.handle,
            rank: row.rank,
          })),
        )
        // A row met twice (the ranking moved between pages) keeps its first place.
        .onConflictDoNothing();
    }
    await tx
      .update(ratingRounds)
      .set({ pagesRead: page.number, pagesTotal: page.of })
      .where(eq(ratingRounds.contestId, contestId));
  });
}

/** Contestants whose rating is not read yet, best rank first. */
export async function unreadContestants(
  db: Db,
  contestId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ handle: ratingContestants.handle })
    .from(ratingContestants)
    .where(and(eq(ratingContestants.contestId, contestId), isNull(ratingContestants.attended)))
    .orderBy(asc(ratingContestants.rank))
    .limit(limit);
  return rows.map((row) => row.handle);
}

export async function saveContestantRating(
  db: Db,
  contestId: string,
  handle: string,
  read: { rating: number; attended: number },
): Promise<void> {
  await db
    .update(ratingContestants)
    .set(read)
    .where(
      and(
        eq(ratingContestants.contestId, contestId),
        eq(ratingContestants.handleKey, handle.toLowerCase()),
      ),
    );
}

export interface ReadContestant {
  handle: string;
  rank: number;
  rating: number;
  attended: number;
}

/** Every contestant whose rating is read, best rank first. */
export async function readContestants(db: Db, contestId: string): Promise<ReadContestant[]> {
  const rows = await db
    .select()
    .from(ratingContestants)
    .where(eq(ratingContestants.contestId, contestId))
    .orderBy(asc(ratingContestants.rank), asc(ratingContestants.handleKey));
  return rows.flatMap(({ handle, rank, rating, attended }) =>
    rating === null || attended === null ? [] : [{ handle, rank, rating, attended }],
  );
}

/**
 * Whether a handle someone here verified or follows on `platform` is in the ranking: else the
 * contest's thousands of rating calls would serve no one.
 */
export async function anyoneHereRanked(
  db: Db,
  contestId: string,
  platform: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from rating_contestants c
    where c.contest_id = ${contestId}
      and (exists (select 1 from user_handles h where h.platform = ${platform}
                   and h.verified_at is not null and lower(h.handle) = c.handle_key)
           or exists (select 1 from user_following f where f.platform = ${platform}
                      and f.handle_key = c.handle_key))
    limit 1`);
  return rowsOf(result).length > 0;
}

/** The contestants, once their changes are saved: 25 000 rows a contest need not stay. */
export async function dropContestants(db: Db, contestId: string): Promise<void> {
  await db.delete(ratingContestants).where(eq(ratingContestants.contestId, contestId));
}
