import type { NormalizedContest } from '#server/domain/contest';

/** One page of a paged contest list, as its adapter read it. */
interface ListPage {
  contests: readonly NormalizedContest[];
  /** Rows of this page dropped for their shape. */
  malformed: number;
  /** The platform says no page follows (DMOJ's and Code360's `total_pages`). */
  last?: boolean;
}

/**
 * Reads pages 1, 2, … until a page is the last, brings no contest not seen on an earlier page
 * (GfG repeats its upcoming list on every page; an empty page is past the end), or `maxPages`
 * is reached. A contest listed twice keeps its first row.
 */
export async function collectPages(
  maxPages: number,
  readPage: (page: number) => Promise<ListPage>,
): Promise<{ contests: NormalizedContest[]; malformed: number }> {
  const byId = new Map<string, NormalizedContest>();
  let malformed = 0;
  for (let page = 1; page <= maxPages; page++) {
    const read = await readPage(page);
    malformed += read.malformed;
    const before = byId.size;
    for (const row of read.contests) if (!byId.has(row.externalId)) byId.set(row.externalId, row);
    if (read.last === true || byId.size === before) break;
  }
  return { contests: [...byId.values()], malformed };
}
