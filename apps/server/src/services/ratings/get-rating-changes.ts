import type { RatingChangesResponse } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { changesOf, findRound } from '#server/db/rating-rounds-repository';
import { AppError } from '#server/lib/app-error';

export type RatingChangesAnswer =
  | { status: 200; body: RatingChangesResponse }
  | { status: 202; body: { contestId: string; computing: true } };

/** A kept round's changes for some handles: 202 while its first prediction is under way. */
export async function getRatingChanges(options: {
  db: Db;
  contestId: string;
  handles: readonly string[];
}): Promise<RatingChangesAnswer> {
  const round = await findRound(options.db, options.contestId);
  if (!round) {
    throw new AppError('not_found', `No rating changes for contest '${options.contestId}'`);
  }
  if (round.state === 'computing' || !round.computedAt) {
    return { status: 202, body: { contestId: round.contestId, computing: true } };
  }
  const rows = await changesOf(options.db, round.contestId, options.handles);
  return {
    status: 200,
    body: {
      contestId: round.contestId,
      final: round.state === 'final',
      computedAt: round.computedAt.toISOString(),
      rows: rows.map((row) => ({ ...row, delta: row.newRating - row.oldRating })),
    },
  };
}
