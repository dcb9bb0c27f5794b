import {
  PAST_TOTAL_CAP,
  PLATFORM_NAMES,
  matchesLength,
  searchText,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract';
import type { IndexedContest } from '#server/db/contest-search-repository';

interface SearchPageOptions {
  now: Date;
  /** The query's words (the contract's `searchWords`); at least one. */
  words: readonly string[];
  platforms: readonly PlatformId[];
  length: ContestLength;
  page: number;
  pageSize: number;
  /** Only contests that started before this instant. */
  before?: Date | undefined;
  /** A signed-in user's hidden series: their contests leave the page, bookmarked ones excepted. */
  hiding?: { keys: ReadonlySet<string>; bookmarked: ReadonlySet<string> };
}

interface SearchPage {
  ids: string[];
  hasMore: boolean;
  /** How many matches the page is one of (`hiding` aside), counted up to `PAST_TOTAL_CAP`. */
  total: number;
  /** How many matches `hiding` left out (0 without it). */
  hiddenCount: number;
}

export interface SearchIndex {
  /** One page of the finished contests that hold every word, in the past list's order. */
  page(options: SearchPageOptions): SearchPage;
  readonly size: number;
}

/** The past list's order: newest start first, then id descending (byte order, as the C collation). */
function pastOrder(a: IndexedContest, b: IndexedContest): number {
  const byStart = b.startsAt.getTime() - a.startsAt.getTime();
  if (byStart !== 0) return byStart;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The embedded database's searches, answered from memory (decision 033): PGlite runs on the
 * server's thread, and its search of a common word held it for 2–10 ms, so a crowd of searches
 * held every list request behind it. Here each word has the positions (in the past list's order)
 * of the contests that hold it; a search walks the rarest word's positions and checks the others,
 * so a word nobody has costs nothing and a page of matches is found in a few microseconds. The
 * matching rule is the contract's (`matchesSearch`): every word, whole.
 */
export function buildSearchIndex(contests: readonly IndexedContest[]): SearchIndex {
  const ordered = [...contests].sort(pastOrder);
  const building = new Map<string, number[]>();
  ordered.forEach((contest, position) => {
    const words = new Set(searchText(PLATFORM_NAMES[contest.platform], contest.title).split(' '));
    for (const word of words) {
      if (word === '') continue;
      const positions = building.get(word);
      if (positions) positions.push(position);
      else building.set(word, [position]);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [word, positions] of building) postings.set(word, Int32Array.from(positions));

  function matches(options: SearchPageOptions, position: number): boolean {
    const contest = ordered[position];
    if (!contest) return false;
    return (
      contest.endsAt.getTime() <= options.now.getTime() &&
      (options.before === undefined || contest.startsAt.getTime() < options.before.getTime()) &&
      (options.platforms.length === 0 || options.platforms.includes(contest.platform)) &&
      matchesLength(contest.durationMinutes, options.length)
    );
  }

  function hidden(options: SearchPageOptions, position: number): boolean {
    const contest = ordered[position];
    const { hiding } = options;
    if (!contest || !hiding || contest.seriesKey === null) return false;
    return hiding.keys.has(contest.seriesKey) && !hiding.bookmarked.has(contest.id);
  }

  const none: SearchPage = { ids: [], hasMore: false, total: 0, hiddenCount: 0 };

  return {
    size: ordered.length,
    page(options) {
      const lists: Int32Array[] = [];
      for (const word of new Set(options.words)) {
        const positions = postings.get(word);
        if (!positions) return none;
        lists.push(positions);
      }
      lists.sort((a, b) => a.length - b.length);
      const [rarest, ...others] = lists;
      if (!rarest) return none;
      // The count of hidden matches needs every match; without hiding, the walk stops once the
      // total reaches its cap (as the database's count does).
      const counting = options.hiding !== undefined && options.hiding.keys.size > 0;
      let hiddenCount = 0;
      // Every list is ascending, so each other list is walked once, alongside the rarest.
      const cursors = others.map(() => 0);
      const skip = options.page * options.pageSize;
      const wanted = options.pageSize + 1;
      let seen = 0;
      const ids: string[] = [];
      for (const position of rarest) {
        const inAll = others.every((list, i) => {
          let cursor = cursors[i] ?? 0;
          while (cursor < list.length && (list[cursor] ?? Infinity) < position) cursor++;
          cursors[i] = cursor;
          return list[cursor] === position;
        });
        if (!inAll || !matches(options, position)) continue;
        if (hidden(options, position)) {
          hiddenCount++;
          continue;
        }
        if (seen++ < skip || ids.length === wanted) {
          if (seen >= PAST_TOTAL_CAP && !counting) break;
          continue;
        }
        ids.push(ordered[position]?.id ?? '');
      }
      return {
        ids: ids.slice(0, options.pageSize),
        hasMore: ids.length > options.pageSize,
        total: Math.min(seen, PAST_TOTAL_CAP),
        hiddenCount,
      };
    },
  };
}
