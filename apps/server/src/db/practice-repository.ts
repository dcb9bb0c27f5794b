import type { PlatformId } from '@contest-tracker/contract';
import { and, count, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
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
  /**
   * Changes whenever the solved problems do: they are only ever added to (a read of the
   * submissions), or all removed with the handle (a new one is verified at another time). Their
   * list is read again only then (solvedProblems).
   */
  solvedMark: string;
  skipped: ReadonlySet<string>;
}

/**
 * The user's state in one statement: asked for at every pick once a minute is over, its round
 * trips are most of what a pick costs the server.
 */
export async function practiceState(
  db: Db,
  userId: number,
  platform: string,
  now: Date,
): Promise<PracticeState> {
  const mine = and(eq(userResults.userId, userId), eq(userResults.platform, platform));
  const latest = db
    .select({ value: userResults.newRating })
    .from(userResults)
    .where(mine)
    .orderBy(desc(userResults.at))
    .limit(1);
  const rated = db.select({ n: count() }).from(userResults).where(mine);
  const solved = db
    .select({ n: count() })
    .from(userSolvedProblems)
    .where(solvedBy(userId, platform));
  const skipped = db
    .select({ ids: sql`array_agg(${recommendationSkips.problemId})` })
    .from(recommendationSkips)
    .where(
      and(
        eq(recommendationSkips.userId, userId),
        eq(recommendationSkips.platform, platform),
        gt(recommendationSkips.until, now),
      ),
    );
  const [row] = await db
    .select({
      handle: userHandles.handle,
      verifiedAt: userHandles.verifiedAt,
      rating: sql<number | null>`(${latest})`,
      rated: sql<number>`(${rated})`.mapWith(Number),
      solved: sql<number>`(${solved})`.mapWith(Number),
      skipped: sql<string[] | null>`(${skipped})`,
    })
    .from(userHandles)
    .where(
      and(
        eq(userHandles.userId, userId),
        eq(userHandles.platform, platform),
        isNotNull(userHandles.verifiedAt),
      ),
    );
  if (!row) return { verified: false, rating: undefined, solvedMark: '', skipped: new Set() };
  return {
    verified: true,
    rating: row.rating === null ? undefined : { value: row.rating, contests: row.rated || 1 },
    solvedMark: `${row.handle} ${row.verifiedAt?.getTime() ?? 0} ${row.solved}`,
    skipped: new Set(row.skipped ?? []),
  };
}

const solvedBy = (userId: number, platform: string) =>
  and(eq(userSolvedProblems.userId, userId), eq(userSolvedProblems.platform, platform));

/**
 * The problems the user solved on the platform, with the names kept beside some (see
 * userSolvedProblems.name), in one row: thousands of rows would cost the server far more to read
 * than one list.
 */
export async function solvedProblems(
  db: Db,
  userId: number,
  platform: string,
): Promise<{ ids: readonly string[]; named: ReadonlyMap<string, string> }> {
  const { problemId, name } = userSolvedProblems;
  const [row] = await db
    .select({
      ids: sql<string[] | null>`array_agg(${problemId})`,
      namedIds: sql<string[] | null>`array_agg(${problemId}) filter (where ${name} is not null)`,
      names: sql<string[] | null>`array_agg(${name}) filter (where ${name} is not null)`,
    })
    .from(userSolvedProblems)
    .where(solvedBy(userId, platform));
  const names = row?.names ?? [];
  const named = new Map((row?.namedIds ?? []).map((id, i) => [id, names[i] ?? '']));
  return { ids: row?.ids ?? [], named };
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
