import type { PlatformId } from '@contest-tracker/contract';
import { handlesDue } from '#server/db/handles-repository';
import type { HandleDeps } from './link-handle';
import { refreshResults, refreshUpsolve } from './refresh-results';

/** A verified handle's results are read again at most this often. */
const RESULTS_REFRESH_HOURS = 6;
/**
 * A contest's ratings are out this long after it ends (AtCoder's within the hour, Codeforces'
 * after system tests); a handle is read then, before its 6 hours are up.
 */
const RATINGS_SETTLE_HOURS = 2;
/** Handles read per run: each costs a call behind its platform's gate (Codeforces: 2 s). */
const HANDLES_PER_RUN = 50;

/**
 * Reads again the results of the handles not read for RESULTS_REFRESH_HOURS, or not since a
 * contest on their platform ended, oldest first (those that failed last time after the others), a
 * bounded number per run (after each contest sync). One failure is kept on its handle and the
 * run goes on to the next.
 */
export async function refreshDueHandles(deps: HandleDeps, signal: AbortSignal): Promise<number> {
  const now = deps.clock.now().getTime();
  const due = await handlesDue(
    deps.db,
    {
      staleBefore: new Date(now - RESULTS_REFRESH_HOURS * 3_600_000),
      endedBefore: new Date(now - RATINGS_SETTLE_HOURS * 3_600_000),
    },
    HANDLES_PER_RUN,
  );
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
