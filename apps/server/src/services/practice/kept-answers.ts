import type { CachedAnswer } from '#server/lib/answer-cache';

/**
 * Users' last answers, each kept with what it was made from: the same objects give the same
 * answer. The user's state is read again once a minute (or dropped on a skip or a read of their
 * submissions), the catalog once a day, the old contests once an hour: each is then a new object,
 * and the answer is made again. A pick asked again meanwhile is its bytes, not a scan of the
 * catalog and a serialization. At most `limit` answers (about 2 KB each) are kept, the oldest
 * made leaving first.
 */
export function createKeptAnswers(limit: number) {
  const kept = new Map<string, { from: readonly unknown[]; answer: CachedAnswer }>();
  return {
    get(key: string, from: readonly unknown[]): CachedAnswer | undefined {
      const entry = kept.get(key);
      if (!entry || entry.from.some((made, i) => made !== from[i])) return undefined;
      return entry.answer;
    },
    set(key: string, from: readonly unknown[], answer: CachedAnswer) {
      kept.delete(key);
      kept.set(key, { from, answer });
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
    },
  };
}
