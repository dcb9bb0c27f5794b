import { parseFeed } from '@rowanmanning/feed-parser';
import type { ApiContest } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { buildAtomFeed, buildRssFeed, feedSummary, xml, type FeedItem } from './feed';

const round: ApiContest = {
  id: 'codeforces-2100',
  platform: 'codeforces',
  platformName: 'Codeforces',
  title: 'Codeforces Round <1000> & "friends"',
  url: 'https://codeforces.com/contests/2100?lang=en&x=1',
  startsAt: '2026-11-06T08:35:00.000Z',
  endsAt: '2026-11-06T10:50:00.000Z',
  durationSeconds: 8100,
  status: 'upcoming',
};
const items: FeedItem[] = [
  { contest: round, changedAt: new Date('2026-11-01T10:00:00.000Z') },
  {
    contest: {
      ...round,
      id: 'leetcode-weekly-contest-500',
      platform: 'leetcode',
      platformName: 'LeetCode',
      title: 'Weekly Contest 500',
      url: 'https://leetcode.com/contest/weekly-contest-500',
      durationSeconds: 5400,
    },
    changedAt: new Date('2026-11-02T10:00:00.000Z'),
  },
];
const options = {
  title: 'Upcoming contests',
  id: 'urn:contest-tracker:upcoming:all',
  siteUrl: 'https://contests.example.org/',
  selfUrl: 'https://contests.example.org/feeds/upcoming.atom',
  now: new Date('2026-11-05T09:00:00.000Z'),
};

describe('the upcoming feeds', () => {
  it('is an Atom feed a feed reader reads back entry by entry, titles and links intact', () => {
    const feed = parseFeed(buildAtomFeed(items, options));
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Upcoming contests');
    expect(feed.self).toBe(options.selfUrl);
    expect(feed.updated).toEqual(new Date('2026-11-02T10:00:00.000Z'));
    expect(
      feed.items.map((item) => ({
        id: item.id,
        title: item.title,
        url: item.url,
        updated: item.updated,
        categories: item.categories.map((category) => category.label),
      })),
    ).toEqual([
      {
        id: 'urn:contest-tracker:contest:codeforces-2100',
        title: 'Codeforces Round <1000> & "friends"',
        url: 'https://codeforces.com/contests/2100?lang=en&x=1',
        updated: new Date('2026-11-01T10:00:00.000Z'),
        categories: ['Codeforces'],
      },
      {
        id: 'urn:contest-tracker:contest:leetcode-weekly-contest-500',
        title: 'Weekly Contest 500',
        url: 'https://leetcode.com/contest/weekly-contest-500',
        updated: new Date('2026-11-02T10:00:00.000Z'),
        categories: ['LeetCode'],
      },
    ]);
  });

  it('is an RSS 2.0 feed with the same items', () => {
    const feed = parseFeed(
      buildRssFeed(items, { ...options, selfUrl: options.selfUrl.replace('atom', 'rss') }),
    );
    expect(feed.meta).toEqual({ type: 'rss', version: '2.0' });
    expect(feed.url).toBe('https://contests.example.org/');
    expect(feed.items.map((item) => [item.id, item.title, item.url, item.published])).toEqual([
      [
        'urn:contest-tracker:contest:codeforces-2100',
        round.title,
        round.url,
        new Date('2026-11-01T10:00:00.000Z'),
      ],
      [
        'urn:contest-tracker:contest:leetcode-weekly-contest-500',
        'Weekly Contest 500',
        'https://leetcode.com/contest/weekly-contest-500',
        new Date('2026-11-02T10:00:00.000Z'),
      ],
    ]);
    expect(feed.items[0]?.description).toBe(feedSummary(round));
  });

  it('is still a feed when there is nothing upcoming, dated by when it was built', () => {
    const feed = parseFeed(buildAtomFeed([], options));
    expect(feed.items).toEqual([]);
    expect(feed.updated).toEqual(options.now);
  });

  it('says where, when and how long in one line', () => {
    expect(feedSummary(round)).toBe('Codeforces · starts 2026-11-06 08:35 UTC · 2 h 15 min');
    expect(feedSummary({ ...round, durationSeconds: 5400 })).toContain('1 h 30 min');
    expect(feedSummary({ ...round, durationSeconds: 2700 })).toContain('45 min');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xml(`a<b>&"c'\u0001\u0009`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;\u0009');
  });
});
