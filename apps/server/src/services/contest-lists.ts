import { createHash } from 'node:crypto';
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
} from '../db/contests-repository';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { toApiContest } from './to-api-contest';

export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface ContestListsOptions {
  db: Db;
  clock: Clock;
  /** Upper bound on staleness when another instance's sync changed the data. */
  maxAgeMs?: number;
  maxEntries?: number;
  upcomingLimit?: number;
}

/**
 * The public lists, answered from memory. Entries are dropped when a sync changes data
 * (`invalidate`), when a contest starts or ends (statuses and lists move), or after `maxAgeMs`.
 */
export function createContestLists(options: ContestListsOptions) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const cache = new Map<string, CachedAnswer>();
  let validUntil = 0;
  let generation = 0;

  async function cached(key: string, build: (now: Date) => Promise<unknown>) {
    const now = options.clock.now();
    if (now.getTime() >= validUntil) {
      const startedGeneration = ++generation;
      cache.clear();
      const next = await nextContestTransition(options.db, now);
      if (startedGeneration === generation) {
        validUntil = Math.min(now.getTime() + maxAgeMs, next?.getTime() ?? Infinity);
      }
    }
    const hit = cache.get(key);
    if (hit) return hit;
    const startedGeneration = generation;
    const body = JSON.stringify(await build(now));
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    // An invalidation while building means the answer may predate the new data: serve, don't keep.
    if (startedGeneration === generation) {
      if (cache.size >= maxEntries) cache.clear();
      cache.set(key, answer);
    }
    return answer;
  }

  return {
    invalidate() {
      generation++;
      validUntil = 0;
      cache.clear();
    },
    upcoming(query: UpcomingQuery): Promise<CachedAnswer> {
      return cached(`upcoming:${query.platforms.join(',')}`, async (now) => {
        const rows = await listUpcomingContests(options.db, {
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
      return cached(key, async (now) => {
        const { rows, hasMore } = await listPastContests(options.db, { now, ...query });
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
