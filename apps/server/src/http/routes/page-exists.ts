import type { ParamPage } from '@contest-tracker/contract/pure';
import type { Db } from '#server/db/database';
import { contestExists } from '#server/services/get-contest';

/** Whether what a page's parameters name exists: the page is then answered 200, else 404. */
export type PageExists = (params: Readonly<Record<string, string | undefined>>) => Promise<boolean>;

/**
 * One check per page with a parameter (`ParamPage`): a parameterised page added to the shared
 * list without one here is a type error, so no such page answers 200 for any address.
 */
export function pageExistsChecks(db: Db): Record<ParamPage, PageExists> {
  return {
    contest: async ({ id }) => id !== undefined && (await contestExists(db, id)),
  };
}
