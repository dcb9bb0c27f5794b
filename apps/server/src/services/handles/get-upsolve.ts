import type { UpsolveResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { listUpsolvePage } from '#server/db/upsolve-repository';

/** Contests per /user/upsolve page. */
const UPSOLVE_PAGE_SIZE = 10;

export function getUpsolve(db: Db, userId: number, page: number): Promise<UpsolveResponse> {
  return listUpsolvePage(db, userId, page, UPSOLVE_PAGE_SIZE);
}
