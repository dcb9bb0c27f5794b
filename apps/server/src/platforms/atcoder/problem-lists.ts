import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { describeIssues } from '@contest-tracker/contract';
import type { ZodType } from 'zod';
import type { Clock } from '#server/lib/clock';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { contestProblemsBodySchema, problemNamesBodySchema } from './handles-schema';
import type { ContestProblem } from './upsolve';

/** AtCoder Problems' lists grow by a contest or two a week: read again daily. */
const KEPT_FOR_MS = 24 * 3_600_000;
/** A contest not in the lists yet (they lag the contest a little) asks again at most this often. */
const MISSING_RETRY_MS = 3_600_000;

export async function getProblemsJson<T>(
  url: string,
  schema: ZodType<T>,
  http: HttpClientOptions,
  signal: AbortSignal,
  maxBytes: number = BYTE_CAPS.atcoderProblemLists,
): Promise<T> {
  const raw = await requestJson({ url, maxBytes }, http, signal);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('atcoder', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

/**
 * Every contest's problems (shared ones too: ABC and ARC share some) with their names, kept per
 * instance: two calls a day, not two per user.
 */
export function createProblemLists(deps: {
  baseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}) {
  let kept: { at: number; byContest: Map<string, ContestProblem[]> } | undefined;

  const read = async (signal: AbortSignal) => {
    const resources = `${deps.baseUrl}/atcoder/resources`;
    const pairs = await getProblemsJson(
      `${resources}/contest-problem.json`,
      contestProblemsBodySchema,
      deps.http,
      signal,
    );
    const names = await getProblemsJson(
      `${resources}/problems.json`,
      problemNamesBodySchema,
      deps.http,
      signal,
    );
    const nameOf = new Map(names.map((p) => [p.id, p.name]));
    const byContest = new Map<string, ContestProblem[]>();
    for (const pair of pairs) {
      const list = byContest.get(pair.contest_id) ?? [];
      list.push({
        id: pair.problem_id,
        index: pair.problem_index,
        name: nameOf.get(pair.problem_id) ?? pair.problem_index,
      });
      byContest.set(pair.contest_id, list);
    }
    for (const list of byContest.values()) list.sort((a, b) => a.index.localeCompare(b.index));
    kept = { at: deps.clock.now().getTime(), byContest };
    return byContest;
  };

  return {
    /** Every contest's problems, read if not kept or kept for a day. */
    async all(signal: AbortSignal): Promise<ReadonlyMap<string, ContestProblem[]>> {
      const age = kept ? deps.clock.now().getTime() - kept.at : Number.POSITIVE_INFINITY;
      return kept && age < KEPT_FOR_MS ? kept.byContest : read(signal);
    },
    /** The problems of these contests (a contest AtCoder Problems does not list yet has none). */
    async of(contestIds: readonly string[], signal: AbortSignal) {
      if (contestIds.length === 0) return new Map<string, ContestProblem[]>();
      const age = kept ? deps.clock.now().getTime() - kept.at : Number.POSITIVE_INFINITY;
      const missing = contestIds.some((id) => !kept?.byContest.has(id));
      const lists =
        kept && age < KEPT_FOR_MS && !(missing && age >= MISSING_RETRY_MS)
          ? kept.byContest
          : await read(signal);
      return new Map(contestIds.map((id) => [id, lists.get(id) ?? []]));
    },
  };
}
