import type { ContestResult, PlatformId } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  findHandle,
  listResults,
  saveFetchError,
  saveResults,
} from '#server/db/handles-repository';
import { saveUpsolve } from '#server/db/upsolve-repository';
import { publicContestId } from '#server/domain/contest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { handleSourceFor, type HandleDeps } from './link-handle';

/**
 * Reads a verified handle's rated contests and what is left to upsolve, and keeps them. A failure is kept on the handle (its
 * short category) for /profile to show, and breaks nothing else. Answers how many were kept.
 */
export async function refreshResults(
  deps: HandleDeps,
  input: { userId: number; platform: PlatformId },
  signal: AbortSignal,
): Promise<number> {
  const source = handleSourceFor(deps, input.platform);
  const row = await findHandle(deps.db, input.userId, input.platform);
  if (!row?.verifiedAt) return 0;
  try {
    const results = await source.results(row.handle, signal);
    const kept = await saveResults(deps.db, {
      ...input,
      handle: row.handle,
      at: deps.clock.now(),
      results: results.map(({ externalContestId, ...rest }) => ({
        ...rest,
        contestId: publicContestId(input.platform, externalContestId),
      })),
    });
    if (source.upsolve) {
      const upsolve = await source.upsolve(row.handle, signal);
      await saveUpsolve(deps.db, {
        ...input,
        contests: upsolve.map(({ externalContestId, problems }) => ({
          contestId: publicContestId(input.platform, externalContestId),
          problems,
        })),
      });
    }
    return kept;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    await saveFetchError(deps.db, { ...input, error: error.publicMessage });
    return 0;
  }
}

export async function getResults(
  db: Db,
  userId: number,
  platform: PlatformId,
): Promise<ContestResult[]> {
  return (await listResults(db, userId, platform)).map((r) => ({ ...r, at: r.at.toISOString() }));
}
