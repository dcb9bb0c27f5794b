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
  /** Bytes, not a string: encoded once, not on every send. */
  body: Buffer;
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
  // In-flight work is shared: under load, a miss or an expiry costs one query, not one per request.
  const building = new Map<string, Promise<CachedAnswer>>();
  let refreshing: Promise<void> | undefined;
  let validUntil = 0;
  let generation = 0;

  function refresh(now: Date): Promise<void> {
    refreshing ??= (async () => {
      const startedGeneration = ++generation;
      cache.clear();
      building.clear();
      try {
        const next = await nextContestTransition(options.db, now);
        if (startedGeneration === generation) {
          validUntil = Math.min(now.getTime() + maxAgeMs, next?.getTime() ?? Infinity);
        }
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  async function cached(key: string, build: (now: Date) => Promise<unknown>) {
    const now = options.clock.now();
    if (now.getTime() >= validUntil) await refresh(now);
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = building.get(key);
    if (pending) return pending;
    const startedGeneration = generation;
    const work = (async () => {
      const body = Buffer.from(JSON.stringify(await build(now)));
      const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      // An invalidation while building means the answer may predate the new data: serve, don't keep.
      if (startedGeneration === generation) {
        if (cache.size >= maxEntries) cache.clear();
        cache.set(key, answer);
      }
      return answer;
    })();
    building.set(key, work);
    try {
      return await work;
    } finally {
      if (building.get(key) === work) building.delete(key);
    }
  }

  return {
    /**
     * The answer already built for this exact query string, if still valid: repeated requests
     * skip parsing. Only answers built from a parsed query are stored under a raw one.
     */
    peek(rawKey: string): CachedAnswer | undefined {
      return options.clock.now().getTime() < validUntil ? cache.get(`raw:${rawKey}`) : undefined;
    },
    remember(rawKey: string, answer: CachedAnswer) {
      if (options.clock.now().getTime() < validUntil && cache.size < maxEntries) {
        cache.set(`raw:${rawKey}`, answer);
      }
    },
    invalidate() {
      generation++;
      validUntil = 0;
      cache.clear();
      building.clear();
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
