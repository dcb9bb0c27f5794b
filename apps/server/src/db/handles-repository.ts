import type { Challenge } from '#server/domain/handle-challenge';
import type { PlatformId } from '@contest-tracker/contract';
import {
  and,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from './database';
import { replaceHandleRow } from './replace-handle-row';
import { contests } from './schema';
import {
  handleChallengeIssues,
  userHandles,
  userResults,
  userSolvedProblems,
  userUpsolve,
} from './schema-handles';

export type HandleRow = typeof userHandles.$inferSelect;

export async function listHandles(db: Db, userId: number): Promise<HandleRow[]> {
  return db
    .select()
    .from(userHandles)
    .where(eq(userHandles.userId, userId))
    .orderBy(userHandles.platform);
}

export async function findHandle(db: Db, userId: number, platform: string) {
  const [row] = await db
    .select()
    .from(userHandles)
    .where(and(eq(userHandles.userId, userId), eq(userHandles.platform, platform)));
  return row;
}

/** Whether another user has verified this handle (handles compare without case). */
export async function handleTakenByOther(
  db: Db,
  row: { userId: number; platform: string; handle: string },
): Promise<boolean> {
  const [taken] = await db
    .select({ userId: userHandles.userId })
    .from(userHandles)
    .where(
      and(
        eq(userHandles.platform, row.platform),
        sql`lower(${userHandles.handle}) = lower(${row.handle})`,
        isNotNull(userHandles.verifiedAt),
        ne(userHandles.userId, row.userId),
      ),
    );
  return taken !== undefined;
}

/** Challenges an account may be issued per platform in an hour (issue 45). */
export const CHALLENGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export type StartLinking =
  | { outcome: 'linked' }
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'no_challenge' };

/**
 * A new challenge for the handle: replaces the platform's earlier handle and its results. The
 * account's hourly count and the handle's other pending claims are read under locks (the
 * account's, then the handle's), so concurrent links neither pass the count nor share a problem:
 * `issue` gets the challenges other accounts hold for this handle and must avoid them.
 */
export async function startLinking(
  db: Db,
  row: { userId: number; platform: string; handle: string; issuedAt: Date; expiresAt: Date },
  issue: (taken: Challenge[]) => Challenge | undefined,
): Promise<StartLinking> {
  return db.transaction(async (tx) => {
    const account = `challenges:${row.userId}:${row.platform}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${account}))`);
    const claim = `handle:${row.platform}:${row.handle.toLowerCase()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${claim}))`);
    const hourAgo = new Date(row.issuedAt.getTime() - HOUR_MS);
    const issued = await tx
      .select({ at: handleChallengeIssues.issuedAt })
      .from(handleChallengeIssues)
      .where(
        and(
          eq(handleChallengeIssues.userId, row.userId),
          eq(handleChallengeIssues.platform, row.platform),
          gt(handleChallengeIssues.issuedAt, hourAgo),
        ),
      )
      .orderBy(handleChallengeIssues.issuedAt);
    const [oldest] = issued;
    if (oldest && issued.length >= CHALLENGES_PER_HOUR) {
      const waitMs = oldest.at.getTime() + HOUR_MS - row.issuedAt.getTime();
      return { outcome: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    const pending = await tx
      .select({ challenge: userHandles.challenge })
      .from(userHandles)
      .where(
        and(
          eq(userHandles.platform, row.platform),
          sql`lower(${userHandles.handle}) = lower(${row.handle})`,
          ne(userHandles.userId, row.userId),
          isNull(userHandles.verifiedAt),
          gt(userHandles.challengeExpiresAt, row.issuedAt),
        ),
      );
    const challenge = issue(pending.flatMap((p) => (p.challenge ? [p.challenge] : [])));
    if (!challenge) return { outcome: 'no_challenge' };
    await replaceHandleRow(tx, row, {
      verifiedAt: null,
      challenge,
      challengeIssuedAt: row.issuedAt,
      challengeExpiresAt: row.expiresAt,
    });
    await tx
      .delete(handleChallengeIssues)
      .where(
        and(
          eq(handleChallengeIssues.userId, row.userId),
          eq(handleChallengeIssues.platform, row.platform),
          lte(handleChallengeIssues.issuedAt, hourAgo),
        ),
      );
    await tx
      .insert(handleChallengeIssues)
      .values({ userId: row.userId, platform: row.platform, issuedAt: row.issuedAt });
    return { outcome: 'linked' };
  });
}

/**
 * Marks verified the claim that was proved, and only it: the handle and the challenge read before
 * the platform was asked. `changed`: the user linked again (or unlinked) meanwhile, so the proof
 * is of a claim that no longer stands. `taken`: another user verified the same handle first (the
 * unique index decides).
 */
export async function markVerified(
  db: Db,
  row: {
    userId: number;
    platform: string;
    handle: string;
    challenge: Challenge;
    issuedAt: Date;
    at: Date;
  },
): Promise<'verified' | 'changed' | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const updated = await tx
        .update(userHandles)
        .set({
          verifiedAt: row.at,
          challenge: null,
          challengeIssuedAt: null,
          challengeExpiresAt: null,
        })
        .where(
          and(
            eq(userHandles.userId, row.userId),
            eq(userHandles.platform, row.platform),
            eq(userHandles.handle, row.handle),
            isNull(userHandles.verifiedAt),
            eq(userHandles.challengeIssuedAt, row.issuedAt),
            sql`${userHandles.challenge} = ${JSON.stringify(row.challenge)}::jsonb`,
          ),
        )
        .returning({ userId: userHandles.userId });
      return updated.length === 1 ? 'verified' : 'changed';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function unlinkHandle(db: Db, userId: number, platform: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(userResults)
      .where(and(eq(userResults.userId, userId), eq(userResults.platform, platform)));
    await tx
      .delete(userUpsolve)
      .where(and(eq(userUpsolve.userId, userId), eq(userUpsolve.platform, platform)));
    await tx
      .delete(userSolvedProblems)
      .where(and(eq(userSolvedProblems.userId, userId), eq(userSolvedProblems.platform, platform)));
    await tx
      .delete(userHandles)
      .where(and(eq(userHandles.userId, userId), eq(userHandles.platform, platform)));
  });
}

export interface ResultRow {
  contestId: string;
  title: string;
  rank: number;
  oldRating: number;
  newRating: number;
  at: Date;
}

/**
 * Replaces the handle's results with what the platform reported, keeping only contests we list
 * (a rating change for a contest we never synced has no card to show on). Answers how many.
 */
export async function saveResults(
  db: Db,
  row: {
    userId: number;
    platform: PlatformId;
    handle: string;
    at: Date;
    results: readonly {
      contestId: string;
      rank: number;
      oldRating: number;
      newRating: number;
      at: Date;
    }[];
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const known = new Set(
      (
        await tx
          .select({ id: contests.id })
          .from(contests)
          .where(eq(contests.platform, row.platform))
      ).map((c) => c.id),
    );
    const rows = row.results
      .filter((r) => known.has(r.contestId))
      .map((r) => ({ ...r, userId: row.userId, platform: row.platform }));
    await tx
      .delete(userResults)
      .where(and(eq(userResults.userId, row.userId), eq(userResults.platform, row.platform)));
    if (rows.length > 0) await tx.insert(userResults).values(rows);
    // Only if the handle is still the one read: an unlink or a new handle meanwhile wins.
    await tx
      .update(userHandles)
      .set({ lastFetchedAt: row.at, fetchError: null })
      .where(
        and(
          eq(userHandles.userId, row.userId),
          eq(userHandles.platform, row.platform),
          eq(userHandles.handle, row.handle),
        ),
      );
    return rows.length;
  });
}

export async function saveFetchError(
  db: Db,
  row: { userId: number; platform: string; error: string },
): Promise<void> {
  await db
    .update(userHandles)
    .set({ fetchError: row.error })
    .where(and(eq(userHandles.userId, row.userId), eq(userHandles.platform, row.platform)));
}

export async function listResults(db: Db, userId: number, platform: string): Promise<ResultRow[]> {
  return db
    .select({
      contestId: userResults.contestId,
      title: contests.title,
      rank: userResults.rank,
      oldRating: userResults.oldRating,
      newRating: userResults.newRating,
      at: userResults.at,
    })
    .from(userResults)
    .innerJoin(contests, eq(contests.id, userResults.contestId))
    .where(and(eq(userResults.userId, userId), eq(userResults.platform, platform)))
    .orderBy(desc(userResults.at));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

/** The user's results among these contests (one page of a list). */
export async function resultsAmong(db: Db, userId: number, contestIds: readonly string[]) {
  if (contestIds.length === 0) return [];
  return db
    .select({
      contestId: userResults.contestId,
      rank: userResults.rank,
      oldRating: userResults.oldRating,
      newRating: userResults.newRating,
    })
    .from(userResults)
    .where(and(eq(userResults.userId, userId), inArray(userResults.contestId, [...contestIds])));
}

export async function hasResults(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userResults.userId })
    .from(userResults)
    .where(eq(userResults.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Verified handles to read again, oldest read first: never read, read before `staleBefore`, or
 * read before a contest on their platform that ended by `endedBefore` (its results are out).
 */
export async function handlesDue(
  db: Db,
  due: { staleBefore: Date; endedBefore: Date },
  limit: number,
) {
  const contestEndedSinceRead = db
    .select({ id: contests.id })
    .from(contests)
    .where(
      and(
        eq(contests.platform, sql`${userHandles.platform}`),
        gt(contests.endsAt, userHandles.lastFetchedAt),
        lte(contests.endsAt, due.endedBefore),
      ),
    );
  return (
    db
      .select({ userId: userHandles.userId, platform: userHandles.platform })
      .from(userHandles)
      .where(
        and(
          isNotNull(userHandles.verifiedAt),
          // Through the columns (not raw SQL) so that each driver gets the instant as it expects.
          or(
            isNull(userHandles.lastFetchedAt),
            lt(userHandles.lastFetchedAt, due.staleBefore),
            exists(contestEndedSinceRead),
          ),
        ),
      )
      // A handle whose last read failed goes after the others: it cannot hold them up twice.
      .orderBy(
        sql`${userHandles.fetchError} is not null`,
        sql`${userHandles.lastFetchedAt} asc nulls first`,
      )
      .limit(limit)
  );
}
