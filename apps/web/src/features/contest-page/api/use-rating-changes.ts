import {
  RATING_CHANGES_MAX_HANDLES,
  ratingChangesPendingSchema,
  ratingChangesResponseSchema,
  type RatingChangeRow,
} from '@contest-tracker/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

export type RatingChanges =
  | { kind: 'rows'; final: boolean; rows: RatingChangeRow[] }
  /** The round's first prediction is under way (202). */
  | { kind: 'computing' }
  /** A round we do not predict (404): nothing to show. */
  | { kind: 'none' };

const answerSchema = ratingChangesResponseSchema.or(ratingChangesPendingSchema);

/** The server's own advice (its Retry-After) is a minute: asked again as often while computing. */
const COMPUTING_POLL_MS = 60_000;

async function askBatch(contestId: string, handles: readonly string[], signal: AbortSignal) {
  const query = encodeURIComponent(handles.join(','));
  try {
    const body = await apiGet<unknown>(
      `/api/contests/${encodeURIComponent(contestId)}/rating-changes?handles=${query}`,
      { signal, anonymous: true, fallbackMessage: 'Failed to load the rating changes' },
    );
    return answerSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The predicted (then official) changes of these handles in a finished round. The endpoint takes
 * 50 handles a request and one may follow up to 100: asked in batches, answered as one.
 */
export function useRatingChanges(contestId: string, handles: readonly string[]) {
  return useQuery({
    queryKey: ['rating-changes', contestId, handles.join(',')],
    enabled: handles.length > 0,
    queryFn: async ({ signal }): Promise<RatingChanges> => {
      const batches: string[][] = [];
      for (let at = 0; at < handles.length; at += RATING_CHANGES_MAX_HANDLES) {
        batches.push(handles.slice(at, at + RATING_CHANGES_MAX_HANDLES));
      }
      const answers = await Promise.all(batches.map((batch) => askBatch(contestId, batch, signal)));
      if (answers.some((answer) => answer === undefined)) return { kind: 'none' };
      const rows: RatingChangeRow[] = [];
      let final = true;
      for (const answer of answers) {
        if (!answer || 'computing' in answer) return { kind: 'computing' };
        rows.push(...answer.rows);
        final &&= answer.final;
      }
      return { kind: 'rows', final, rows: rows.sort((a, b) => a.rank - b.rank) };
    },
    refetchInterval: (query) =>
      query.state.data?.kind === 'computing' ? COMPUTING_POLL_MS : false,
  });
}
