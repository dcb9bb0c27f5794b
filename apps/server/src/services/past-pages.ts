import { searchWords, type PastQuery } from '@contest-tracker/contract';
import { listBookmarkIds } from '#server/db/bookmarks-repository';
import { findContestsInOrder, listIndexedContests } from '#server/db/contest-search-repository';
import { countHiddenPastContests, listPastContests } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import type { HidingViewer } from '#server/db/hidden-series-repository';
import { buildSearchIndex, type SearchIndex } from './search-index';

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
    /** The data changed: the index is read again at the next search. */
    invalidate() {
      index = undefined;
    },
    /**
     * One page, newest first; `total`: how many the filter finds for this viewer (up to the
     * contract's cap); `hiddenCount`: how many the viewer's hidden series left out.
     */
    async page(now: Date, query: PastQuery, viewer?: HidingViewer) {
      const searching = searchWords(query.q ?? '').length > 0;
      if (searching && options.searchFromMemory) return fromMemory(now, query, viewer);
      const [{ rows, hasMore, total }, hiddenCount] = await Promise.all([
        listPastContests(db, { now, ...query, viewer }),
        viewer ? countHiddenPastContests(db, { now, ...query, viewer }) : 0,
      ]);
      return { rows, hasMore, total, hiddenCount };
    },
  };
}
