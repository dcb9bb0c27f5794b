import type { ContestResult, PlatformId } from '@contest-tracker/contract';
import { keptResultsOf } from '#server/db/kept-results-repository';
import type { Db } from '#server/db/database';
import {
  type HandleRow,
  findHandle,
  listResults,
  saveFetchError,
  saveResults,
} from '#server/db/handles-repository';
import { saveUpsolve } from '#server/db/save-upsolve';
import { contestWindows } from '#server/db/upsolve-repository';
import { publicContestId } from '#server/domain/contest';
import type { HandleSource } from '#server/platforms/handle-source';
import { UpstreamError } from '#server/platforms/upstream-error';
import { handleSourceFor, type HandleDeps } from './link-handle';

type HandleInput = { userId: number; platform: PlatformId };

/** What /profile shows for a read that failed on our side (a row the database refused). */
const READ_FAILED = 'could not read the results';

/**
 * Runs one read of a verified handle. Any failure but the caller's own abort is kept on the
 * handle (a platform's short category, or READ_FAILED) for /profile to show, and breaks nothing
 * else: one handle's broken answer must not stop the others' refresh. Answers how many rows were
 * kept.
 */
async function readVerified(
  deps: HandleDeps,
  input: HandleInput,
  signal: AbortSignal,
  read: (source: HandleSource, handle: HandleRow) => Promise<number>,
): Promise<number> {
  const source = handleSourceFor(deps, input.platform);
  const row = await findHandle(deps.db, input.userId, input.platform);
  if (!row?.verifiedAt) return 0;
  try {
    return await read(source, row);
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = error instanceof UpstreamError ? error.publicMessage : READ_FAILED;
    await saveFetchError(deps.db, { ...input, error: failure });
    return 0;
  }
}

/** The handle's rated contests: one call. */
export function refreshResults(deps: HandleDeps, input: HandleInput, signal: AbortSignal) {
  return readVerified(deps, input, signal, async (source, { handle }) => {
    const results = await source.results(handle, signal);
    return saveResults(deps.db, {
      ...input,
      handle,
      at: deps.clock.now(),
      results: results.map(({ externalContestId, ...rest }) => ({
        ...rest,
        contestId: publicContestId(input.platform, externalContestId),
      })),
    });
  });
}

/**
 * What is left to upsolve, from the submissions since the handle's cursor (all of the history kept
 * the first time): a call or so, and one per contest taken part in whose problems are not kept.
 */
export function refreshUpsolve(deps: HandleDeps, input: HandleInput, signal: AbortSignal) {
  return readVerified(deps, input, signal, async (source, row) => {
    if (!source.upsolve) return keepRecentlySolved(deps, input, source, row, signal);
    const since = row.submissionsCursor ?? undefined;
    const read = await source.upsolve(row.handle, since, signal, (ids) =>
      contestWindows(deps.db, input.platform, ids),
    );
    return saveUpsolve(deps.db, {
      ...input,
      handle: row.handle,
      contests: read.contests.map(({ externalContestId, problems }) => ({
        contestId: publicContestId(input.platform, externalContestId),
        problems,
      })),
      solvedLater: read.solvedLater,
      accepted: read.accepted ?? [],
      acceptedNames: read.acceptedNames,
      cursor: read.cursor,
      complete: read.complete,
    });
  });
}

/**
 * A platform with no upsolve list but its newest accepted submissions (LeetCode): those are kept as
 * solved, adding to the earlier reads'; no list, no cursor (each read sees the newest again).
 */
async function keepRecentlySolved(
  deps: HandleDeps,
  input: HandleInput,
  source: HandleSource,
  row: HandleRow,
  signal: AbortSignal,
): Promise<number> {
  if (!source.recentlySolved) return 0;
  const accepted = await source.recentlySolved(row.handle, signal);
  return saveUpsolve(deps.db, {
    ...input,
    handle: row.handle,
    contests: [],
    solvedLater: [],
    accepted,
    cursor: undefined,
    complete: false,
  });
}

export async function getResults(
  db: Db,
  userId: number,
  platform: PlatformId,
): Promise<ContestResult[]> {
  const official = (await listResults(db, userId, platform)).map((r) => ({
    ...r,
    predicted: false,
  }));
  const kept = await keptResultsOf(db, userId, { platform });
  return [...kept, ...official]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((r) => ({ ...r, at: r.at.toISOString() }));
}
