import type { Database } from '#server/db/database';
import type { Logger } from '#server/lib/logger';

/**
 * `invalidateLocalLists` drops this instance's remembered lists; `announce` does that and tells
 * the other instances (through the database), whose listeners then drop theirs.
 */
export function contestChanges(database: Database, invalidateLocalLists: () => void) {
  const stopHearing = database.onChange(invalidateLocalLists);
  return {
    stopHearing,
    // A failed announcement is logged, not thrown: the change itself is saved, and a database
    // that cannot take a NOTIFY has dropped the others' listeners too, which invalidate on return.
    async announce(log: Logger) {
      invalidateLocalLists();
      await database.announceChange().catch((error: unknown) => {
        log.warn({ err: error }, 'could not announce a change to other instances');
      });
    },
  };
}
