import type { PlatformId } from '@contest-tracker/contract';
import { handlesDue } from '#server/db/handles-repository';
import type { HandleDeps } from './link-handle';
import { refreshResults, refreshUpsolve } from './refresh-results';

/** A verified handle's results are read again at most this often. */
const RESULTS_REFRESH_HOURS = 6;
/** Handles read per run: each costs a call behind its platform's gate (Codeforces: 2 s). */
const HANDLES_PER_RUN = 50;

/**
 * Reads again the results of the handles not read for RESULTS_REFRESH_HOURS, oldest first, a
 * bounded number per run (after each contest sync). One failure is kept on its handle.
 */
export async function refreshDueHandles(deps: HandleDeps, signal: AbortSignal): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RESULTS_REFRESH_HOURS * 3_600_000);
  const due = await handlesDue(deps.db, before, HANDLES_PER_RUN);
  let read = 0;
  for (const handle of due) {
    if (signal.aborted) break;
    const platform = handle.platform as PlatformId;
    if (!deps.handleSources[platform]) continue;
    const input = { userId: handle.userId, platform };
    await refreshResults(deps, input, signal);
    await refreshUpsolve(deps, input, signal);
    read += 1;
  }
  return read;
}
