import type { PlatformId } from '@contest-tracker/contract';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { contests } from './schema';
import { userHandles, userUpsolve } from './schema-handles';

export interface UpsolveContestRow {
  contestId: string;
  problems: { id: string; name: string; link: string; solved: boolean }[];
}

/**
 * Replaces the platform's upsolve list with these contests (those we list; others are left out),
 * unless the handle was unlinked or replaced while it was read. Answers how many problems.
 */
export async function saveUpsolve(
  db: Db,
  row: {
    userId: number;
    platform: PlatformId;
    handle: string;
    contests: readonly UpsolveContestRow[];
  },
): Promise<number> {
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
    const ids = row.contests.map((c) => c.contestId);
    const known =
      ids.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx.select({ id: contests.id }).from(contests).where(inArray(contests.id, ids))
            ).map((c) => c.id),
          );
    await tx
      .delete(userUpsolve)
      .where(and(eq(userUpsolve.userId, row.userId), eq(userUpsolve.platform, row.platform)));
    const values = row.contests
      .filter((c) => known.has(c.contestId))
      .flatMap((c) =>
        c.problems.map((p) => ({
          userId: row.userId,
          platform: row.platform,
          contestId: c.contestId,
          problemId: p.id,
          name: p.name,
          link: p.link,
          solved: p.solved,
        })),
      );
    if (values.length > 0) await tx.insert(userUpsolve).values(values);
    return values.length;
  });
}

/** A page of contests with problems left, newest contest first. */
export async function listUpsolvePage(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ contests: (UpsolveContestRow & { title: string })[]; hasMore: boolean }> {
  const pageContests = await db
    .selectDistinct({ id: contests.id, title: contests.title, startsAt: contests.startsAt })
    .from(userUpsolve)
    .innerJoin(contests, eq(contests.id, userUpsolve.contestId))
    .where(eq(userUpsolve.userId, userId))
    .orderBy(desc(contests.startsAt), contests.id)
    .limit(pageSize + 1)
    .offset(page * pageSize);
  const shown = pageContests.slice(0, pageSize);
  const problems =
    shown.length === 0
      ? []
      : await db
          .select()
          .from(userUpsolve)
          .where(
            and(
              eq(userUpsolve.userId, userId),
              inArray(
                userUpsolve.contestId,
                shown.map((c) => c.id),
              ),
            ),
          )
          .orderBy(userUpsolve.problemId);
  return {
    contests: shown.map((c) => ({
      contestId: c.id,
      title: c.title,
      problems: problems
        .filter((p) => p.contestId === c.id)
        .map((p) => ({ id: p.problemId, name: p.name, link: p.link, solved: p.solved })),
    })),
    hasMore: pageContests.length > pageSize,
  };
}

/** Problems still open per contest, among these contests. */
export async function openProblemCounts(
  db: Db,
  userId: number,
  contestIds: readonly string[],
): Promise<Map<string, number>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .select({ contestId: userUpsolve.contestId, open: count() })
    .from(userUpsolve)
    .where(
      and(
        eq(userUpsolve.userId, userId),
        inArray(userUpsolve.contestId, [...contestIds]),
        sql`not ${userUpsolve.solved}`,
      ),
    )
    .groupBy(userUpsolve.contestId);
  return new Map(rows.map((r) => [r.contestId, r.open]));
}
