import type { ApiContest } from '@contest-tracker/contract';

/** A contest in a feed, with when its row last changed (a feed entry's `updated`). */
export interface FeedItem {
  contest: ApiContest;
  changedAt: Date;
}

export interface FeedOptions {
  title: string;
  /** Stable across builds: the feed's own id (`urn:…`). */
  id: string;
  /** The site's page, and the feed's own address. */
  siteUrl: string;
  selfUrl: string;
  /** When the feed is empty, its `updated`. */
  now: Date;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** XML 1.0 allows tab, line feed, carriage return and everything from space up, less two. */
const allowedInXml = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** Text as XML character data: escaped, and without the characters XML cannot carry at all. */
export const xml = (text: string) =>
  Array.from(text)
    .filter((char) => allowedInXml(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const entryId = (contest: ApiContest) => `urn:contest-tracker:contest:${contest.id}`;

function minutes(seconds: number): string {
  const total = Math.round(seconds / 60);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours} h${rest > 0 ? ` ${rest} min` : ''}` : `${rest} min`;
}

/** One line a reader shows under the title: the platform, the start (UTC) and the length. */
export function feedSummary(contest: ApiContest): string {
  const start = contest.startsAt.slice(0, 16).replace('T', ' ');
  return `${contest.platformName} · starts ${start} UTC · ${minutes(contest.durationSeconds)}`;
}

function lastChange(items: readonly FeedItem[], now: Date): Date {
  const times = items.map((item) => item.changedAt.getTime());
  return new Date(times.length > 0 ? Math.max(...times) : now.getTime());
}

/** The upcoming contests as an Atom 1.0 feed (RFC 4287). */
export function buildAtomFeed(items: readonly FeedItem[], options: FeedOptions): string {
  const entries = items.map(
    ({ contest, changedAt }) => `  <entry>
    <id>${xml(entryId(contest))}</id>
    <title>${xml(contest.title)}</title>
    <link rel="alternate" href="${xml(contest.url)}"/>
    <updated>${changedAt.toISOString()}</updated>
    <category term="${contest.platform}" label="${xml(contest.platformName)}"/>
    <summary>${xml(feedSummary(contest))}</summary>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(options.id)}</id>
  <title>${xml(options.title)}</title>
  <updated>${lastChange(items, options.now).toISOString()}</updated>
  <author><name>Contest Tracker</name></author>
  <link rel="self" type="application/atom+xml" href="${xml(options.selfUrl)}"/>
  <link rel="alternate" href="${xml(options.siteUrl)}"/>
${entries.join('')}</feed>
`;
}

/** The same contests as an RSS 2.0 feed. */
export function buildRssFeed(items: readonly FeedItem[], options: FeedOptions): string {
  const entries = items.map(
    ({ contest, changedAt }) => `    <item>
      <title>${xml(contest.title)}</title>
      <link>${xml(contest.url)}</link>
      <guid isPermaLink="false">${xml(entryId(contest))}</guid>
      <pubDate>${changedAt.toUTCString()}</pubDate>
      <category>${xml(contest.platformName)}</category>
      <description>${xml(feedSummary(contest))}</description>
    </item>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(options.title)}</title>
    <link>${xml(options.siteUrl)}</link>
    <description>${xml(options.title)}</description>
    <atom:link rel="self" type="application/rss+xml" href="${xml(options.selfUrl)}"/>
    <lastBuildDate>${lastChange(items, options.now).toUTCString()}</lastBuildDate>
${entries.join('')}  </channel>
</rss>
`;
}
