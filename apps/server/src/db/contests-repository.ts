import {
  PAST_TOTAL_CAP,
  PLATFORM_NAMES,
  SHORT_CONTEST_MAX_MINUTES,
  searchText,
  searchTsQuery,
  seriesKey,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { publicContestId, type NormalizedContest } from '#server/domain/contest';
import type { Db } from './database';
import { hiddenFrom, visibleTo, type HidingViewer } from './hidden-series-repository';
import { mergeContestRow } from './merge-contest-rows';
import { rowsOf } from './sql-rows';
import { contests } from './schema';

export type ContestRow = typeof contests.$inferSelect;

// Rows a statement: one JSON parameter each, so only the payload's size bounds it.
const CHUNK = 2000;

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Inserts new contests and updates changed ones in place (same id, bookmarks and solution kept).
 * Rows whose upstream fields are unchanged are not written at all.
 *
 * The rows go as one JSON parameter read by `jsonb_to_recordset`: a multi-row `values()` had the
 * query builder visit each of ~11 bind parameters a row, a third of a 2,500-contest sync's time.
 */
export async function upsertContests(
  db: Db,
  incoming: readonly NormalizedContest[],
  /** The sync's clock: when a changed contest was revised (reminders announce it). */
  now: Date = new Date(),
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0 };
  if (incoming.length === 0) return counts;
  await db.transaction(async (tx) => {
    for (let start = 0; start < incoming.length; start += CHUNK) {
      const rows = incoming.slice(start, start + CHUNK).map((contest) => ({
        id: publicContestId(contest.platform, contest.externalId),
        platform: contest.platform,
        external_id: contest.externalId,
        title: contest.title,
        url: contest.url,
        starts_at: contest.startsAt.toISOString(),
        duration_minutes: contest.durationMinutes,
        ends_at: new Date(
          contest.startsAt.getTime() + contest.durationMinutes * 60_000,
        ).toISOString(),
        ...snakeCased(derivedColumns(contest.platform, contest.title)),
      }));
      const written = await tx.execute(sql`
        insert into contests as c (id, platform, external_id, title, url, starts_at,
          duration_minutes, ends_at, search_text, series_key)
        select id, platform, external_id, title, url, starts_at, duration_minutes, ends_at,
          search_text, series_key
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, platform text,
          external_id text, title text, url text, starts_at timestamptz, duration_minutes integer,
          ends_at timestamptz, search_text text, series_key text)
        on conflict (platform, external_id) do update set
          title = excluded.title,
          url = excluded.url,
          starts_at = excluded.starts_at,
          duration_minutes = excluded.duration_minutes,
          ends_at = excluded.ends_at,
          -- A calendar updates an event whose SEQUENCE grew; a new link alone is no new version.
          revision = case when (c.title, c.starts_at, c.duration_minutes)
            is distinct from (excluded.title, excluded.starts_at, excluded.duration_minutes)
            then c.revision + 1 else c.revision end,
          revised_at = case when (c.title, c.starts_at, c.duration_minutes)
            is distinct from (excluded.title, excluded.starts_at, excluded.duration_minutes)
            then ${now.toISOString()}::timestamptz else c.revised_at end,
          search_text = excluded.search_text,
          series_key = excluded.series_key,
          updated_at = now()
        -- The derived columns count too: a changed rule in the contract rewrites them.
        where (c.title, c.url, c.starts_at, c.duration_minutes, c.search_text, c.series_key)
          is distinct from (excluded.title, excluded.url, excluded.starts_at,
            excluded.duration_minutes, excluded.search_text, excluded.series_key)
        -- xmax = 0 only on a freshly inserted row version: tells inserts from updates.
        returning (xmax = 0) as inserted
      `);
      for (const row of rowsOf<{ inserted: boolean }>(written)) {
        if (row.inserted) counts.inserted++;
        else counts.updated++;
      }
    }
    // One look for every former key; only those stored are merged, each in this transaction.
    const formerTo = new Map(
      incoming.flatMap((contest) =>
        (contest.formerExternalIds ?? []).map((former) => [
          publicContestId(contest.platform, former),
          publicContestId(contest.platform, contest.externalId),
        ]),
      ),
    );
    if (formerTo.size === 0) return;
    const stored = await tx
      .select({ id: contests.id })
      .from(contests)
      .where(inArray(contests.id, [...formerTo.keys()]));
    for (const { id } of stored) {
      const toId = formerTo.get(id);
      if (toId !== undefined && toId !== id) await mergeContestRow(tx, id, toId);
    }
  });
  return counts;
}

/** The derived columns under their SQL names, as `jsonb_to_recordset` reads them. */
const snakeCased = (derived: ReturnType<typeof derivedColumns>) => ({
  search_text: derived.searchText,
  series_key: derived.seriesKey,
});

/** The columns computed from a title by the contract's rules, so SQL and browser agree. */
function derivedColumns(platform: PlatformId, title: string) {
  return {
    searchText: searchText(PLATFORM_NAMES[platform], title),
    seriesKey: seriesKey(platform, title),
  };
}

/**
 * Fills the derived columns of rows written before they existed (the migration adds them empty),
 * in chunks; returns how many rows it filled.
 */
export async function backfillDerivedColumns(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: contests.id, platform: contests.platform, title: contests.title })
      .from(contests)
      .where(or(isNull(contests.searchText), isNull(contests.seriesKey)))
      .limit(CHUNK);
    if (rows.length === 0) return filled;
    // One statement a chunk: the values travel as one JSON parameter.
    const values = JSON.stringify(
      rows.map((row) => {
        const derived = derivedColumns(row.platform, row.title);
        return { id: row.id, search_text: derived.searchText, series_key: derived.seriesKey };
      }),
    );
    await db.execute(sql`
      update contests set search_text = v.search_text, series_key = v.series_key
      from json_to_recordset(${values}::json) as v(id text, search_text text, series_key text)
      where contests.id = v.id`);
    filled += rows.length;
  }
}

/** The expression `contests_search_idx` is built on, repeated so the planner uses that index. */
function searchFilter(query: string | undefined): SQL | undefined {
  const tsQuery = query === undefined ? undefined : searchTsQuery(query);
  if (tsQuery === undefined) return undefined;
  return sql`to_tsvector('simple'::regconfig, ${contests.searchText}) @@ to_tsquery('simple'::regconfig, ${tsQuery})`;
}

function lengthFilter(length: ContestLength): SQL | undefined {
  if (length === 'short') return lte(contests.durationMinutes, SHORT_CONTEST_MAX_MINUTES);
  if (length === 'long') return gt(contests.durationMinutes, SHORT_CONTEST_MAX_MINUTES);
  return undefined;
}

function platformFilter(platforms: readonly PlatformId[]): SQL | undefined {
  return platforms.length > 0 ? inArray(contests.platform, [...platforms]) : undefined;
}

/** Running contests (ending soonest first), then upcoming ones (starting soonest first). */
export async function listUpcomingContests(
  db: Db,
  options: { now: Date; platforms: readonly PlatformId[]; limit: number },
): Promise<ContestRow[]> {
  // A bare Date inside raw SQL reaches postgres-js as Date.toString(); pass an ISO instant.
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const running = sql`case when ${contests.startsAt} <= ${now} then 0 else 1 end`;
  return db
    .select()
    .from(contests)
    .where(and(gt(contests.endsAt, options.now), platformFilter(options.platforms)))
    .orderBy(
      running,
      sql`case when ${contests.startsAt} <= ${now} then ${contests.endsAt} else ${contests.startsAt} end`,
      asc(contests.id),
    )
    .limit(options.limit);
}

export interface PastListOptions {
  now: Date;
  platforms: readonly PlatformId[];
  page: number;
  pageSize: number;
  /** Search words (the contract's rule); absent or wordless means no search. */
  q?: string | undefined;
  length?: ContestLength;
  /** Only contests that started before this instant ('Go to month'). */
  before?: Date | undefined;
  /** A signed-in user whose hidden series leave the list (never their bookmarks). */
  viewer?: HidingViewer | undefined;
  /** How many matches a search collects before it counts as common (tests lower it). */
  searchProbeLimit?: number;
}

function pastFilter(options: Omit<PastListOptions, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    lte(contests.endsAt, options.now),
    platformFilter(options.platforms),
    searchFilter(options.q),
    lengthFilter(options.length ?? 'any'),
    options.before ? lt(contests.startsAt, options.before) : undefined,
  );
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contests)
    .where(where);
  return row?.n ?? 0;
}

/**
 * Up to this many matches of a search are found through the search index and sorted; past it, a
 * search is common enough that walking the newest-first index meets a page of matches soon.
 */
export const SEARCH_PROBE_LIMIT = 1000;

/**
 * Finished contests, newest start first across platforms, filtered in SQL so every page is full;
 * one extra row tells whether more exist.
 *
 * A search is answered in one of two ways, because the planner cannot tell them apart: it knows
 * how common a frequent word is, but guesses 0.5% for any rarer one ('926'), and for 'round 926'
 * at a million rows would walk the whole newest-first index looking for a page that is not there.
 * So a search first collects its matches, unordered and capped, which the planner takes from the
 * search (GIN) index when they are few; if they all fit, the page is sorted from them alone.
 * Only a common search (more matches than the cap) takes the ordered walk, which soon fills a page
 * (decision 017).
 */
export async function listPastContests(
  db: Db,
  options: PastListOptions,
): Promise<{ rows: ContestRow[]; hasMore: boolean }> {
  const filters = and(pastFilter(options), visibleTo(options.viewer));
  let where = filters;
  if (searchFilter(options.q)) {
    const cap = options.searchProbeLimit ?? SEARCH_PROBE_LIMIT;
    // A subquery with a LIMIT is planned on its own, never merged into the ordered page below.
    const matches = db
      .select({ id: contests.id })
      .from(contests)
      .where(filters)
      .limit(cap + 1);
    const found = await countUpTo(db, filters, cap + 1);
    if (found === 0) return { rows: [], hasMore: false };
    if (found <= cap) where = inArray(contests.id, matches);
  }
  const rows = await db
    .select()
    .from(contests)
    .where(where)
    .orderBy(desc(contests.startsAt), desc(contests.id))
    .limit(options.pageSize + 1)
    .offset(options.page * options.pageSize);
  return { rows: rows.slice(0, options.pageSize), hasMore: rows.length > options.pageSize };
}

/**
 * How many finished contests the filter finds for the viewer, counted no further than pages
 * reach: a million matches cost no more than ten thousand. A property of the filter, not of a
 * page, so its callers keep it while the list is unchanged (past-pages.ts).
 */
export function countPastContests(
  db: Db,
  options: Omit<PastListOptions, 'page' | 'pageSize' | 'searchProbeLimit'>,
): Promise<number> {
  return countUpTo(db, and(pastFilter(options), visibleTo(options.viewer)), PAST_TOTAL_CAP);
}

/** How many contests match, counted no further than `limit`. */
async function countUpTo(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  // A subquery with a LIMIT is planned on its own: the count stops at the limit.
  const matches = db.select({ id: contests.id }).from(contests).where(where).limit(limit);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches.as('matches'));
  return row?.n ?? 0;
}

/** How many finished contests under the same filter the viewer's hidden series leave out. */
export async function countHiddenPastContests(
  db: Db,
  options: Omit<PastListOptions, 'page' | 'pageSize' | 'viewer'> & { viewer: HidingViewer },
): Promise<number> {
  if (options.viewer.keys.length === 0) return 0;
  return countWhere(db, and(pastFilter(options), hiddenFrom(options.viewer)));
}

/** The next instant after `now` at which some contest starts or ends, i.e. the lists change. */
export async function nextContestTransition(db: Db, now: Date): Promise<Date | null> {
  const [starts] = await db
    .select({ at: min(contests.startsAt) })
    .from(contests)
    .where(gt(contests.startsAt, now));
  const [ends] = await db
    .select({ at: min(contests.endsAt) })
    .from(contests)
    .where(gt(contests.endsAt, now));
  const candidates = [starts?.at, ends?.at].filter((at): at is Date => at instanceof Date);
  return candidates.length > 0 ? new Date(Math.min(...candidates.map((at) => at.getTime()))) : null;
}

/** How many contests each platform has stored (platforms with none are absent). */
export async function countContestsByPlatform(db: Db): Promise<Map<PlatformId, number>> {
  const rows = await db
    .select({ platform: contests.platform, n: sql<number>`count(*)::int` })
    .from(contests)
    .groupBy(contests.platform);
  return new Map(rows.map((row) => [row.platform, row.n]));
}

export async function findContestById(db: Db, id: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  return row;
}

export type SetSolutionOutcome = 'saved' | 'not_found' | 'not_ended';

/**
 * Sets or clears a contest's solution link. A link is written only to a contest that has ended by
 * `now` (checked in the same statement, so a rescheduled contest cannot slip through); clearing
 * is always allowed.
 */
export async function setVideoSolution(
  db: Db,
  id: string,
  videoSolution: { url: string; videoId: string } | null,
  now: Date,
): Promise<SetSolutionOutcome> {
  const updated = await db
    .update(contests)
    .set({
      videoSolution: videoSolution?.url ?? null,
      solutionSource: videoSolution ? 'admin' : null,
      solutionVideoId: videoSolution?.videoId ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(contests.id, id), videoSolution === null ? undefined : lte(contests.endsAt, now)))
    .returning({ id: contests.id });
  if (updated.length > 0) return 'saved';
  return (await findContestById(db, id)) ? 'not_ended' : 'not_found';
}

/** What a calendar feed holds: contests ending after `since` (running, upcoming, recent past). */
export async function listContestsEndingAfter(
  db: Db,
  options: { since: Date; platforms: readonly PlatformId[] },
): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .where(and(gt(contests.endsAt, options.since), platformFilter(options.platforms)))
    .orderBy(asc(contests.startsAt), asc(contests.id));
}
