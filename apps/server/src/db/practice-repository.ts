import type { PlatformId } from '@contest-tracker/contract';
import { and, count, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Db } from './database';
import { contests } from './schema';
import {
  recommendationSkips,
  userHandles,
  userResults,
  userSolvedProblems,
} from './schema-handles';

/** What recommending needs of a user on one platform, in one round of reads. */
export interface PracticeState {
  verified: boolean;
  /** The newest rating and how many rated contests; undefined before the first. */
  rating: { value: number; contests: number } | undefined;
  solved: ReadonlySet<string>;
  skipped: ReadonlySet<string>;
}

export async function practiceState(
  db: Db,
  userId: number,
  platform: string,
  now: Date,
): Promise<PracticeState> {
  const [handle] = await db
    .select({ userId: userHandles.userId })
    .from(userHandles)
    .where(
      and(
        eq(userHandles.userId, userId),
        eq(userHandles.platform, platform),
        isNotNull(userHandles.verifiedAt),
      ),
    );
  if (!handle) return { verified: false, rating: undefined, solved: new Set(), skipped: new Set() };
  const mine = and(eq(userResults.userId, userId), eq(userResults.platform, platform));
  const [latest] = await db
    .select({ value: userResults.newRating })
    .from(userResults)
    .where(mine)
    .orderBy(desc(userResults.at))
    .limit(1);
  const [rated] = await db.select({ contests: count() }).from(userResults).where(mine);
  const solved = await db
    .select({ id: userSolvedProblems.problemId })
    .from(userSolvedProblems)
    .where(and(eq(userSolvedProblems.userId, userId), eq(userSolvedProblems.platform, platform)));
  const skipped = await db
    .select({ id: recommendationSkips.problemId })
    .from(recommendationSkips)
    .where(
      and(
        eq(recommendationSkips.userId, userId),
        eq(recommendationSkips.platform, platform),
        gt(recommendationSkips.until, now),
      ),
    );
  return {
    verified: true,
    rating: latest ? { value: latest.value, contests: rated?.contests ?? 1 } : undefined,
    solved: new Set(solved.map((r) => r.id)),
    skipped: new Set(skipped.map((r) => r.id)),
  };
}

/** 'Not now': hidden until `until`; asked again, the later date stands. */
export async function skipProblem(
  db: Db,
  row: { userId: number; platform: string; problemId: string; until: Date },
): Promise<void> {
  await db
    .insert(recommendationSkips)
    .values(row)
    .onConflictDoUpdate({
      target: [
        recommendationSkips.userId,
        recommendationSkips.platform,
        recommendationSkips.problemId,
      ],
      set: { until: row.until },
    });
}

/** The platform's contests (by its own id) we list that started before `before`. */
export async function contestsStartedBefore(
  db: Db,
  platform: PlatformId,
  before: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: contests.externalId })
    .from(contests)
    .where(and(eq(contests.platform, platform), lt(contests.startsAt, before)));
  return new Set(rows.map((r) => r.id));
}
