import type { PlatformId } from '@contest-tracker/contract';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from './database';
import { contests } from './schema';
import { userHandles, userSolvedProblems, userUpsolve } from './schema-handles';
import type { UpsolveContestRow } from './upsolve-repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface UpsolveSave {
  userId: number;
  platform: PlatformId;
  handle: string;
  /** Contests taken part in among the submissions read (those we list are kept). */
  contests: readonly UpsolveContestRow[];
  /** Problem ids solved after their contest among the submissions read. */
  solvedLater: readonly string[];
  /** Every problem id accepted among the submissions read: kept as solved, never removed. */
  accepted?: readonly string[];
  /** The names some of them go by where they were solved (kept beside them). */
  acceptedNames?: ReadonlyMap<string, string> | undefined;
  /** Where the next read starts. */
  cursor: string | undefined;
  /** The whole history kept was read: the list is replaced, not merged into. */
  complete: boolean;
}

/**
 * Keeps one read of the handle's submissions, in one transaction, unless the handle was unlinked
 * or replaced while it was read. A complete read replaces the list. A read since the cursor is
 * merged: a contest already listed keeps only the problems still not solved during it (a read in
 * the middle of a contest sees the rest later), a new one is added, and problems solved since are
 * ticked off. Answers how many problems the read listed.
 */
export async function saveUpsolve(db: Db, row: UpsolveSave): Promise<number> {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .select({ userId: userHandles.userId })
      .from(userHandles)
      .where(
        and(
          eq(userHandles.userId, row.userId),
          eq(userHandles.platform, row.platform),
          eq(userHandles.handle, row.handle),
          isNotNull(userHandles.verifiedAt),
        ),
      )
      .for('update');
    if (!still) return 0;
    const mine = and(eq(userUpsolve.userId, row.userId), eq(userUpsolve.platform, row.platform));
    if (row.complete) await tx.delete(userUpsolve).where(mine);
    const listed = await knownContests(tx, row.contests);
    let kept = 0;
    for (const contest of listed) {
      kept += await mergeContest(tx, row, contest);
    }
    if (row.solvedLater.length > 0) {
      await tx
        .update(userUpsolve)
        .set({ solved: true })
        .where(and(mine, inArray(userUpsolve.problemId, [...row.solvedLater])));
    }
    const accepted = [...new Set(row.accepted ?? [])];
    // In slices: a first read of a long history can hold thousands.
    for (let at = 0; at < accepted.length; at += 1000) {
      await tx
        .insert(userSolvedProblems)
        .values(
          accepted.slice(at, at + 1000).map((problemId) => ({
            userId: row.userId,
            platform: row.platform,
            problemId,
            name: row.acceptedNames?.get(problemId) ?? null,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(userHandles)
      .set({ submissionsCursor: row.cursor ?? null })
      .where(and(eq(userHandles.userId, row.userId), eq(userHandles.platform, row.platform)));
    return kept;
  });
}

async function knownContests(tx: Tx, read: readonly UpsolveContestRow[]) {
  const ids = read.map((c) => c.contestId);
  if (ids.length === 0) return [];
  const known = new Set(
    (await tx.select({ id: contests.id }).from(contests).where(inArray(contests.id, ids))).map(
      (c) => c.id,
    ),
  );
  return read.filter((c) => known.has(c.contestId));
}

/** One contest of the read: added if new, else narrowed to what the read still leaves open. */
async function mergeContest(tx: Tx, row: UpsolveSave, contest: UpsolveContestRow): Promise<number> {
  const inContest = and(
    eq(userUpsolve.userId, row.userId),
    eq(userUpsolve.contestId, contest.contestId),
  );
  const stored = await tx
    .select({ problemId: userUpsolve.problemId })
    .from(userUpsolve)
    .where(inContest);
  if (stored.length === 0) {
    if (contest.problems.length === 0) return 0;
    await tx.insert(userUpsolve).values(
      contest.problems.map((p) => ({
        userId: row.userId,
        platform: row.platform,
        contestId: contest.contestId,
        problemId: p.id,
        name: p.name,
        link: p.link,
        solved: p.solved,
      })),
    );
    return contest.problems.length;
  }
  const stillOpen = contest.problems.map((p) => p.id);
  await tx
    .delete(userUpsolve)
    .where(
      stillOpen.length === 0
        ? inContest
        : and(inContest, notInArray(userUpsolve.problemId, stillOpen)),
    );
  const solved = contest.problems.filter((p) => p.solved).map((p) => p.id);
  if (solved.length > 0) {
    await tx
      .update(userUpsolve)
      .set({ solved: true })
      .where(and(inContest, inArray(userUpsolve.problemId, solved)));
  }
  return stillOpen.length;
}
