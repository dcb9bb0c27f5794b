import type { PlatformId } from '@contest-tracker/contract';
import { and, count, countDistinct, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from './database';
import { contests } from './schema';
import { userUpsolve } from './schema-handles';

export interface UpsolveContestRow {
  contestId: string;
  problems: { id: string; name: string; link: string; solved: boolean }[];
}

/** A page of contests with problems left, newest contest first. */
export async function listUpsolvePage(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{
  contests: (UpsolveContestRow & { title: string; startsAt: string; platform: string })[];
  page: number;
  hasMore: boolean;
}> {
  const pageContests = await db
    .selectDistinct({
      id: contests.id,
      title: contests.title,
      startsAt: contests.startsAt,
      platform: contests.platform,
    })
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
      platform: c.platform,
      startsAt: c.startsAt.toISOString(),
      problems: problems
        .filter((p) => p.contestId === c.id)
        .map((p) => ({ id: p.problemId, name: p.name, link: p.link, solved: p.solved })),
    })),
    page,
    hasMore: pageContests.length > pageSize,
  };
}

/**
 * The page (in listUpsolvePage's order) that holds this contest of the user's list; undefined
 * when the list has no such contest.
 */
export async function upsolvePageOf(
  db: Db,
  userId: number,
  contestId: string,
  pageSize: number,
): Promise<number | undefined> {
  const [target] = await db
    .select({ startsAt: contests.startsAt })
    .from(userUpsolve)
    .innerJoin(contests, eq(contests.id, userUpsolve.contestId))
    .where(and(eq(userUpsolve.userId, userId), eq(userUpsolve.contestId, contestId)))
    .limit(1);
  if (!target) return undefined;
  // Listed before it: started later, or at the same moment with a smaller id.
  const [row] = await db
    .select({ before: countDistinct(contests.id) })
    .from(userUpsolve)
    .innerJoin(contests, eq(contests.id, userUpsolve.contestId))
    .where(
      and(
        eq(userUpsolve.userId, userId),
        or(
          gt(contests.startsAt, target.startsAt),
          and(eq(contests.startsAt, target.startsAt), lt(contests.id, contestId)),
        ),
      ),
    );
  return Math.floor((row?.before ?? 0) / pageSize);
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

/** When the platform's contests with these ids ran (those we list). */
export async function contestWindows(
  db: Db,
  platform: PlatformId,
  externalIds: readonly string[],
): Promise<Map<string, { startsAt: Date; endsAt: Date }>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contests.externalId, startsAt: contests.startsAt, endsAt: contests.endsAt })
    .from(contests)
    .where(and(eq(contests.platform, platform), inArray(contests.externalId, [...externalIds])));
  return new Map(rows.map((r) => [r.id, { startsAt: r.startsAt, endsAt: r.endsAt }]));
}
