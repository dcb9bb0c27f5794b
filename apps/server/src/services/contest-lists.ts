import {
  PLATFORM_NAMES,
  type PlatformId,
  type ApiPastResponse,
  type ApiUpcomingResponse,
  type CalendarFeedQuery,
  searchWords,
  type PastQuery,
  type UpcomingQuery,
} from '@contest-tracker/contract';
import {
  listContestsEndingAfter,
  listUpcomingContests,
  nextContestTransition,
} from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import type { HidingViewer } from '#server/db/hidden-series-repository';
import { createAnswerCache, type AnswerCache, type CachedAnswer } from '#server/lib/answer-cache';
import type { Clock } from '#server/lib/clock';
import { oneAtATime, type OneAtATime } from '#server/lib/one-at-a-time';
import { buildCalendar } from './calendar/build-calendar';
import { feedWindowStart } from './calendar/feed-window';
import { createPastPages } from './past-pages';
import { toOurContest } from './to-our-contest';

export interface ContestListsOptions {
  db: Db;
  clock: Clock;
  cache?: AnswerCache;
  /** Searches' answers, kept apart so distinct searches never push the plain lists out. */
  searchCache?: AnswerCache;
  /** The dialects' answers (any client can make up new clist queries): apart for the same reason. */
  dialectCache?: AnswerCache;
  /** Where searches wait their turn (tests hold it to fill it). */
  searchQueue?: OneAtATime;
  /**
   * Public searches answered from an index in memory rather than by the database: for the
   * embedded one, whose queries hold the server's thread (decision 033).
   */
  searchFromMemory?: boolean;
  upcomingLimit?: number;
  /** The right-hand side of calendar UIDs (CALENDAR_UID_DOMAIN). */
  calendarUidDomain?: string;
}

const DEFAULT_UID_DOMAIN = 'contest-tracker.local';
/** Searches that may wait for their turn; more at once answer 503 with Retry-After. */
const SEARCHES_WAITING = 32;

const upcomingKey = (query: UpcomingQuery) => `upcoming:${query.platforms.join(',')}`;

/** What a cached answer of ours holds, read back to map it into a dialect or add a user's part. */
const readAnswer = (answer: CachedAnswer): unknown =>
  JSON.parse(answer.identity.body.toString('utf8'));
/** Our past page, as `past` built it. */
export const readPastAnswer = (answer: CachedAnswer) => readAnswer(answer) as ApiPastResponse;
const readUpcomingAnswer = (answer: CachedAnswer) => readAnswer(answer) as ApiUpcomingResponse;

/**
 * Searches with the same words share one answer, whatever their case, accents, order of typing or
 * shorthand ('abc 139' and 'AtCoder Beginner Contest 139').
 */
const wordsKey = (query: PastQuery) =>
  query.q === undefined ? '' : [...new Set(searchWords(query.q))].sort().join(' ');

const pastKey = (query: PastQuery, words: string) =>
  `past:${query.platforms.join(',')}:${query.length}:${words}:${query.page}:${query.pageSize}:${query.before?.toISOString() ?? ''}`;

function publicFeedName(platforms: readonly PlatformId[]): string {
  const names = platforms.map((id) => PLATFORM_NAMES[id]);
  return names.length > 0 ? `Contests: ${names.join(' / ')}` : 'Contests';
}

/**
 * The public lists, answered from memory. Answers are dropped when the data changes
 * (`invalidate`: a sync, a solution link, another instance's announcement) and when a contest
 * starts or ends, since statuses and list membership move then. Keys come from the parsed query,
 * so query strings that mean the same thing share one answer.
 */
export function createContestLists(options: ContestListsOptions) {
  const { db, clock } = options;
  const cache = options.cache ?? createAnswerCache();
  // Every distinct search is a key of its own, and anyone can make up new ones: they get a small
  // memory of their own, so a flood of them evicts only other searches.
  const searchCache =
    options.searchCache ?? createAnswerCache({ maxEntries: 256, maxBytes: 4 * 1024 * 1024 });
  const dialectCache =
    options.dialectCache ?? createAnswerCache({ maxEntries: 256, maxBytes: 8 * 1024 * 1024 });
  // A search that misses memory is a query, and on the embedded database every query holds the
  // thread: one at a time, the lists answer between two of them (a crowd of searches beyond the
  // queue is told to come back rather than stalling everyone).
  const searchQueue =
    options.searchQueue ?? oneAtATime({ maxWaiting: SEARCHES_WAITING, retryAfterSeconds: 1 });
  let validUntil = 0;
  let refreshing: Promise<void> | undefined;
  const pastPages = createPastPages({ db, searchFromMemory: options.searchFromMemory ?? false });

  function forgetAnswers() {
    validUntil = 0;
    pastPages.forgetTotals();
    cache.invalidate();
    searchCache.invalidate();
    dialectCache.invalidate();
  }

  function invalidate() {
    pastPages.invalidate();
    forgetAnswers();
  }

  // Single-flight: under load, the first request past a boundary pays for the query, not all.
  function refresh(now: Date): Promise<void> {
    refreshing ??= (async () => {
      forgetAnswers();
      const started = cache.generation;
      try {
        const next = await nextContestTransition(db, now);
        // A change meanwhile may have brought a sooner boundary: leave the next request to ask.
        if (started === cache.generation) validUntil = next?.getTime() ?? Infinity;
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  async function answer(
    key: string,
    build: (now: Date) => Promise<unknown>,
    memory: AnswerCache = cache,
  ) {
    const now = clock.now();
    if (now.getTime() >= validUntil) await refresh(now);
    return memory.get(key, () => build(now));
  }

  /** The answer for `key` if it is in memory and still true now: no promise, no waiting. */
  function held(key: string, memory: AnswerCache = cache): CachedAnswer | undefined {
    return clock.now().getTime() < validUntil ? memory.peek(key) : undefined;
  }

  function upcoming(query: UpcomingQuery): Promise<CachedAnswer> {
    return answer(upcomingKey(query), async (now) => {
      const rows = await listUpcomingContests(db, {
        now,
        platforms: query.platforms,
        limit: options.upcomingLimit ?? 500,
      });
      return { contests: rows.map((row) => toOurContest(row, now)) } satisfies ApiUpcomingResponse;
    });
  }

  function past(query: PastQuery): Promise<CachedAnswer> {
    const words = wordsKey(query);
    return answer(
      pastKey(query, words),
      async (now) => {
        const list = () => pastPages.page(now, query);
        const { rows, hasMore, total } = await (words === '' ? list() : searchQueue.run(list));
        return {
          contests: rows.map((row) => toOurContest(row, now)),
          page: query.page,
          pageSize: query.pageSize,
          hasMore,
          total,
        } satisfies ApiPastResponse;
      },
      words === '' ? cache : searchCache,
    );
  }

  /**
   * A dialect's form of one of our answers (the first client's): mapped from ours, kept in the
   * same memory under the dialect's own key, and dropped with ours.
   */
  function mapped(key: string, memory: AnswerCache, build: () => Promise<unknown>) {
    return answer(key, build, memory);
  }

  return {
    invalidate,
    /** The plain lists' and feeds' memory. */
    stats: () => cache.stats(),
    /** The searches' memory, apart from the plain lists'. */
    searchStats: () => searchCache.stats(),
    /** The upcoming list if it is held, so the commonest request is answered without a promise. */
    upcomingHeld: (query: UpcomingQuery) => held(upcomingKey(query)),
    upcoming,
    /** A plain past page if it is held (searches always take the longer way). */
    pastHeld: (query: PastQuery) => (query.q === undefined ? held(pastKey(query, '')) : undefined),
    past,
    /** The upcoming list in a dialect (`dialect` names it in the key), mapped from ours. */
    upcomingAs: (
      dialect: string,
      query: UpcomingQuery,
      map: (ours: ApiUpcomingResponse) => unknown,
    ) =>
      mapped(`${dialect}:${upcomingKey(query)}`, cache, async () =>
        map(readUpcomingAnswer(await upcoming(query))),
      ),
    upcomingAsHeld: (dialect: string, query: UpcomingQuery) =>
      held(`${dialect}:${upcomingKey(query)}`),
    /** A past page in a dialect, mapped from ours (a search's in the searches' memory). */
    pastAs(dialect: string, query: PastQuery, map: (ours: ApiPastResponse) => unknown) {
      const words = wordsKey(query);
      const memory = words === '' ? cache : searchCache;
      return mapped(`${dialect}:${pastKey(query, words)}`, memory, async () =>
        map(readPastAnswer(await past(query))),
      );
    },
    pastAsHeld: (dialect: string, query: PastQuery) =>
      query.q === undefined ? held(`${dialect}:${pastKey(query, '')}`) : undefined,
    /**
     * The past list as a user who hides series sees it: built for this request and never stored,
     * so the shared answers stay everyone's and nobody reads another's.
     */
    async pastFor(query: PastQuery, viewer: HidingViewer): Promise<ApiPastResponse> {
      const now = clock.now();
      const list = () => pastPages.page(now, query, viewer);
      const searching = query.q !== undefined && searchWords(query.q).length > 0;
      const { rows, hasMore, total, hiddenCount } = await (searching
        ? searchQueue.run(list)
        : list());
      return {
        contests: rows.map((row) => toOurContest(row, now)),
        page: query.page,
        pageSize: query.pageSize,
        hasMore,
        total,
        hiddenCount,
      };
    },
    /**
     * Any other public answer built from the contests (the dialects: kontests, clist, feeds), kept
     * under `key` in a memory of its own (made-up queries evict only each other) and dropped with
     * the lists (a change, a contest's start or end).
     * `key` must name everything the answer depends on besides the stored contests and those moments.
     */
    shared: (key: string, build: (now: Date) => Promise<unknown>) =>
      answer(key, build, dialectCache),
    /** That answer if it is held and still true now. */
    sharedHeld: (key: string) => held(key, dialectCache),
    /** The public calendar feed: its window starts at a day boundary, so its key changes daily. */
    calendar(query: CalendarFeedQuery): Promise<CachedAnswer> {
      const since = feedWindowStart(clock.now());
      const key = `ics:${since.toISOString()}:${query.platforms.join(',')}:${query.alarm ?? ''}`;
      return answer(key, async () => {
        const rows = await listContestsEndingAfter(db, { since, platforms: query.platforms });
        const text = buildCalendar({
          name: publicFeedName(query.platforms),
          uidDomain: options.calendarUidDomain ?? DEFAULT_UID_DOMAIN,
          contests: rows,
          alarmMinutes: query.alarm,
        });
        return Buffer.from(text);
      });
    },
  };
}

export type ContestLists = ReturnType<typeof createContestLists>;
