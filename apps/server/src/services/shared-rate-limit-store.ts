import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '#server/db/database';
import { countHit } from '#server/db/rate-limit-repository';

/**
 * A store for `@fastify/rate-limit` whose counters every instance shares (the `rate_limit_hits`
 * table), so N instances behind one proxy allow a client one budget, not N (issue 51). The
 * plugin makes it with `new`, and a child per counter; the counters' keys name their budget.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, key, timeWindow).then(
        (result) => {
          callback(null, result);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return new SharedStore();
    }
  }
  return SharedStore;
}
