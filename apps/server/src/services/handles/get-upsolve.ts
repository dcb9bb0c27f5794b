import type { UpsolveResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { listUpsolvePage, upsolvePageOf } from '#server/db/upsolve-repository';

/** Contests per /user/upsolve page. */
const UPSOLVE_PAGE_SIZE = 10;

/** A page of the list: the one asked for, or the one holding `contest` when the list has it. */
export async function getUpsolve(
  db: Db,
  userId: number,
  query: { page: number; contest?: string | undefined },
): Promise<UpsolveResponse> {
  const holding =
    query.contest === undefined
      ? undefined
      : await upsolvePageOf(db, userId, query.contest, UPSOLVE_PAGE_SIZE);
  return listUpsolvePage(db, userId, holding ?? query.page, UPSOLVE_PAGE_SIZE);
}
