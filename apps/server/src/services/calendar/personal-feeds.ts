import { findFeedOwner, listBookmarkedEndingAfter } from '#server/db/calendar-repository';
import type { Db } from '#server/db/database';
import { createAnswerCache, type AnswerCache, type CachedAnswer } from '#server/lib/answer-cache';
import type { Clock } from '#server/lib/clock';
import { buildCalendar } from './build-calendar';
import { feedWindowStart } from './feed-window';
import { hashFeedSecret } from './personal-feed';

const PERSONAL_FEED_NAME = 'My bookmarked contests';

/**
 * Room for every feed polled in an hour on a busy instance: a user with 60 contests in the window
 * takes 26 KB plain, 33 KB with its compressed forms, so about 2,900 such feeds.
 */
const CACHE_BYTES = 96 * 1024 * 1024;
const CACHE_ENTRIES = 20_000;

export interface PersonalFeedsOptions {
  db: Db;
  clock: Clock;
  /** The right-hand side of calendar UIDs (CALENDAR_UID_DOMAIN). */
  uidDomain: string;
  cache?: AnswerCache;
}

/**
 * Personal feeds, answered from memory like the public one. Per request only the owner is read
 * (secret hash → user: two primary-key lookups); the calendar is kept per user, bookmarks
 * revision, reminder and window day. A bookmark added or removed raises the revision in the
 * database, so every instance builds afresh on the next fetch; `invalidate` (contests changed
 * here or on another instance) drops them all, as it drops the lists.
 */
export function createPersonalFeeds(options: PersonalFeedsOptions) {
  const { db, clock, uidDomain } = options;
  const cache =
    options.cache ?? createAnswerCache({ maxEntries: CACHE_ENTRIES, maxBytes: CACHE_BYTES });
  return {
    /** The feed behind a secret, or undefined when no feed has that secret (any more). */
    async answer(secret: string): Promise<CachedAnswer | undefined> {
      const owner = await findFeedOwner(db, hashFeedSecret(secret));
      if (!owner) return undefined;
      const since = feedWindowStart(clock.now());
      // Read after the owner, the bookmarks are at least as new as the revision in the key.
      const key = [
        owner.userId,
        owner.bookmarksRevision,
        owner.reminderMinutes ?? 'none',
        since.toISOString(),
      ].join(':');
      return cache.get(key, async () => {
        const contests = await listBookmarkedEndingAfter(db, { userId: owner.userId, since });
        const text = buildCalendar({
          name: PERSONAL_FEED_NAME,
          uidDomain,
          contests,
          alarmMinutes: owner.reminderMinutes,
        });
        return Buffer.from(text);
      });
    },
    invalidate() {
      cache.invalidate();
    },
    stats: () => cache.stats(),
  };
}

export type PersonalFeeds = ReturnType<typeof createPersonalFeeds>;
