import type { PlatformId, UpsolveResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { listUpsolvePage, upsolvePageOf } from '#server/db/upsolve-repository';
import { refreshCatalogs, type Catalogs } from '#server/services/practice/catalogs';
import { orderContestProblems } from '#server/services/practice/order-upsolve';

/** Contests per /user/upsolve page. */
const UPSOLVE_PAGE_SIZE = 10;

/**
 * A page of the list: the one asked for, or the one holding `contest` when the list has it;
 * each problem with its difficulty and tags, open ones easiest first.
 */
export async function getUpsolve(
  deps: { db: Db; catalogs: Catalogs },
  userId: number,
  query: { page: number; contest?: string | undefined },
  signal: AbortSignal,
): Promise<UpsolveResponse> {
  const holding =
    query.contest === undefined
      ? undefined
      : await upsolvePageOf(deps.db, userId, query.contest, UPSOLVE_PAGE_SIZE);
  const page = await listUpsolvePage(deps.db, userId, holding ?? query.page, UPSOLVE_PAGE_SIZE);
  await refreshCatalogs(
    deps.catalogs,
    page.contests.map((c) => c.platform),
    signal,
  );
  return {
    ...page,
    contests: page.contests.map((c) => ({
      ...c,
      platform: c.platform as PlatformId,
      ...orderContestProblems(c.platform, c.problems, deps.catalogs),
    })),
  };
}
