import { searchWords, type PastQuery } from '@contest-tracker/contract';
import { listBookmarkIds } from '#server/db/bookmarks-repository';
import { findContestsInOrder, listIndexedContests } from '#server/db/contest-search-repository';
import {
  countHiddenPastContests,
  countPastContests,
  listPastContests,
} from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import type { HidingViewer } from '#server/db/hidden-series-repository';
import { buildSearchIndex, type SearchIndex } from './search-index';

/** Totals kept at once; made-up searches beyond it start the memory afresh. */
const TOTALS_KEPT = 512;

/**
 * Pages of the past list, with or without a search, as anyone or a signed-in viewer sees them.
 * A search has one way per database (issue 47): SQL on PostgreSQL (decision 017), an index in
 * memory on the embedded database, whose queries hold the server's thread (decision 033), for the
 * public lists and a viewer's alike.
 */
export function createPastPages(options: { db: Db; searchFromMemory: boolean }) {
  const { db } = options;
  // Rebuilt on the first search after the data changed; a contest that ends meanwhile needs no
  // rebuild, since the index is asked with the time of each search.
  let index: Promise<SearchIndex> | undefined;

  function searchIndex(): Promise<SearchIndex> {
    if (index) return index;
    // A change while it is read drops it (invalidate), so the next search reads again.
    const building = listIndexedContests(db).then(buildSearchIndex);
    index = building;
    // A failed read is not kept: the next search tries again.
    void building.catch(() => index === building && (index = undefined));
    return building;
  }

  // A total belongs to the filter, not to the page: counted once per filter while the list is
  // unchanged, not again for each page of it (decision 072). A viewer who hides series is counted
  // each time, since a bookmark of theirs changes what they see.
  const totals = new Map<string, Promise<number>>();

  function totalOf(now: Date, query: PastQuery, viewer?: HidingViewer): Promise<number> {
    if (viewer && viewer.keys.length > 0) return countPastContests(db, { now, ...query, viewer });
    const { platforms, length, before } = query;
    const key = JSON.stringify([platforms, length, before, searchWords(query.q ?? '')]);
    const kept = totals.get(key);
    if (kept) return kept;
    if (totals.size >= TOTALS_KEPT) totals.clear();
    const counting = countPastContests(db, { now, ...query });
    totals.set(key, counting);
    // A failed count is not kept: the next page counts again.
    void counting.catch(() => totals.get(key) === counting && totals.delete(key));
    return counting;
  }

  async function fromMemory(now: Date, query: PastQuery, viewer?: HidingViewer) {
    const hiding = viewer && {
      keys: new Set(viewer.keys),
      bookmarked: new Set(viewer.keys.length > 0 ? await listBookmarkIds(db, viewer.userId) : []),
    };
    const words = searchWords(query.q ?? '');
    const found = (await searchIndex()).page({ now, words, ...query, hiding });
    const rows = await findContestsInOrder(db, found.ids);
    return { rows, hasMore: found.hasMore, total: found.total, hiddenCount: found.hiddenCount };
  }

  return {
    /** The data changed: the index is read again at the next search, the totals counted again. */
    invalidate() {
      index = undefined;
      totals.clear();
    },
    /**
     * A contest started or ended: the totals, which count the contests ended by now, are counted
     * again (the index is asked with each search's time and stays).
     */
    forgetTotals() {
      totals.clear();
    },
    /**
     * One page, newest first; `total`: how many the filter finds for this viewer (up to the
     * contract's cap); `hiddenCount`: how many the viewer's hidden series left out.
     */
    async page(now: Date, query: PastQuery, viewer?: HidingViewer) {
      const searching = searchWords(query.q ?? '').length > 0;
      if (searching && options.searchFromMemory) return fromMemory(now, query, viewer);
      const [{ rows, hasMore }, total, hiddenCount] = await Promise.all([
        listPastContests(db, { now, ...query, viewer }),
        totalOf(now, query, viewer),
        viewer ? countHiddenPastContests(db, { now, ...query, viewer }) : 0,
      ]);
      return { rows, hasMore, total, hiddenCount };
    },
  };
}
