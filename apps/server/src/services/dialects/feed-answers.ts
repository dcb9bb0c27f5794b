import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';
import { listContestsEndingAfter } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { toOurContest } from '#server/services/to-our-contest';
import { buildAtomFeed, buildRssFeed } from './feed';

export type FeedFormat = 'atom' | 'rss';

/**
 * The running and upcoming contests (of some platforms, or all) as a feed, soonest first, each
 * entry dated by its row's last change.
 */
export async function upcomingFeed(
  db: Db,
  options: {
    now: Date;
    platforms: readonly PlatformId[];
    format: FeedFormat;
    siteUrl: string;
    selfUrl: string;
  },
): Promise<string> {
  const { now, platforms } = options;
  const rows = await listContestsEndingAfter(db, { since: now, platforms });
  const items = rows.map((row) => ({ contest: toOurContest(row, now), changedAt: row.updatedAt }));
  const names = platforms.map((platform) => PLATFORM_NAMES[platform]);
  const feed = {
    title: names.length > 0 ? `Upcoming contests: ${names.join(' / ')}` : 'Upcoming contests',
    id: `urn:contest-tracker:upcoming:${platforms.length > 0 ? platforms.join(',') : 'all'}`,
    siteUrl: options.siteUrl,
    selfUrl: options.selfUrl,
    now,
  };
  return options.format === 'atom' ? buildAtomFeed(items, feed) : buildRssFeed(items, feed);
}
