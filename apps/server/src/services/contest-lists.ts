import type {
  PastContestsResponse,
  PastQuery,
  UpcomingContestsResponse,
  UpcomingQuery,
} from '@contest-tracker/contract';
import {
  listPastContests,
  listUpcomingContests,
  nextContestTransition,
} from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { createAnswerCache, type AnswerCache, type CachedAnswer } from '#server/lib/answer-cache';
import type { Clock } from '#server/lib/clock';
import { toApiContest } from './to-api-contest';

export interface ContestListsOptions {
  db: Db;
  clock: Clock;
  cache?: AnswerCache;
  upcomingLimit?: number;
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
  let validUntil = 0;
  let refreshing: Promise<void> | undefined;

  function invalidate() {
    validUntil = 0;
    cache.invalidate();
  }

  // Single-flight: under load, the first request past a boundary pays for the query, not all.
  function refresh(now: Date): Promise<void> {
    refreshing ??= (async () => {
      invalidate();
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

  async function answer(key: string, build: (now: Date) => Promise<unknown>) {
    const now = clock.now();
    if (now.getTime() >= validUntil) await refresh(now);
    return cache.get(key, () => build(now));
  }

  return {
    invalidate,
    stats: () => cache.stats(),
    upcoming(query: UpcomingQuery): Promise<CachedAnswer> {
      return answer(`upcoming:${query.platforms.join(',')}`, async (now) => {
        const rows = await listUpcomingContests(db, {
          now,
          platforms: query.platforms,
          limit: options.upcomingLimit ?? 500,
        });
        return {
          upcomingContests: rows.map((row) => toApiContest(row, now)),
        } satisfies UpcomingContestsResponse;
      });
    },
    past(query: PastQuery): Promise<CachedAnswer> {
      const key = `past:${query.platforms.join(',')}:${query.page}:${query.pageSize}`;
      return answer(key, async (now) => {
        const { rows, hasMore } = await listPastContests(db, { now, ...query });
        return {
          pastContests: rows.map((row) => toApiContest(row, now)),
          page: query.page,
          pageSize: query.pageSize,
          hasMore,
        } satisfies PastContestsResponse;
      });
    },
  };
}

export type ContestLists = ReturnType<typeof createContestLists>;
