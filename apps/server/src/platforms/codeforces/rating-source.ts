import { describeIssues } from '@contest-tracker/contract';
import type { ZodType } from 'zod';
import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type { RatingSource, StandingsRow } from '#server/platforms/rating-source';
import { unexpectedShape } from '#server/platforms/upstream-error';
import {
  ratingChangesBodySchema,
  ratingStandingsBodySchema,
  userInfoBodySchema,
} from './rating-schema';

/** Standings rows per call: a few MB a page (each row carries its problems' results). */
const STANDINGS_PAGE = 5_000;
/** Handles per user.info call: well under the URL lengths servers accept. */
const INFO_BATCH = 300;
/** Phases in which the standings are the contest's (system tests may still move a few rows). */
const STANDINGS_READY = new Set(['PENDING_SYSTEM_TEST', 'SYSTEM_TEST', 'FINISHED']);

/**
 * Codeforces' standings, ratings and rating changes of a finished round, through the same API
 * base and the same rate gate (`http.beforeAttempt`) as its contest list and handles.
 */
export function createCodeforcesRatingSource(deps: {
  baseUrl: string;
  http: HttpClientOptions;
}): RatingSource {
  const api = `${deps.baseUrl}/api`;
  const get = async <T>(
    path: string,
    schema: ZodType<T>,
    maxBytes: number,
    signal: AbortSignal,
  ) => {
    const raw = await requestJson({ url: `${api}/${path}`, maxBytes }, deps.http, signal);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw unexpectedShape('codeforces', parsed.error.issues, describeIssues(parsed.error.issues));
    }
    return parsed.data;
  };

  return {
    async standings(externalId, signal) {
      const rows: StandingsRow[] = [];
      let name = '';
      let phase = '';
      for (let from = 1; ; from += STANDINGS_PAGE) {
        const query = `contestId=${externalId}&from=${from}&count=${STANDINGS_PAGE}&showUnofficial=false`;
        const page = await get(
          `contest.standings?${query}`,
          ratingStandingsBodySchema,
          BYTE_CAPS.codeforcesStandingsPage,
          signal,
        );
        ({ name, phase } = page.result.contest);
        if (!STANDINGS_READY.has(phase)) return undefined;
        for (const row of page.result.rows.rows) {
          const [member, ...others] = row.party.members;
          // Teams and out-of-competition rows are never rated.
          if (!member || others.length > 0 || row.party.participantType !== 'CONTESTANT') continue;
          rows.push({ handle: member.handle, points: row.points, penalty: row.penalty });
        }
        const read = page.result.rows.rows.length + page.result.rows.malformed;
        if (read < STANDINGS_PAGE) break;
      }
      return { name, final: phase === 'FINISHED', rows };
    },

    async ratings(handles, signal) {
      const ratings = new Map<string, number>();
      for (let i = 0; i < handles.length; i += INFO_BATCH) {
        const batch = handles
          .slice(i, i + INFO_BATCH)
          .map(encodeURIComponent)
          .join(';');
        const { result } = await get(
          `user.info?handles=${batch}`,
          userInfoBodySchema,
          BYTE_CAPS.codeforcesStandingsPage,
          signal,
        );
        for (const user of result.rows) {
          if (user.rating !== undefined) ratings.set(user.handle.toLowerCase(), user.rating);
        }
      }
      return ratings;
    },

    async officialChanges(externalId, signal) {
      const { result } = await get(
        `contest.ratingChanges?contestId=${externalId}`,
        ratingChangesBodySchema,
        BYTE_CAPS.codeforcesStandingsPage,
        signal,
      );
      return result.rows;
    },
  };
}
