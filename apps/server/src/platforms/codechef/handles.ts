import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { describeIssues } from '@contest-tracker/contract';
import type { z } from 'zod';
import type { HandleResult, HandleSource } from '#server/platforms/handle-source';
import { requestText, type HttpClientOptions } from '#server/platforms/http-client';
import { codeChallenge, codeOutcome } from '#server/platforms/one-time-code';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import { IST_MINUTES, wallTimeAt } from '#server/platforms/wall-time';
import { ratingHistorySchema } from './handles-schema';
import { readUserPage } from './profile-page';

/** `START177D`: the parent contest, then the division's letter. */
const DIVISION = /^([A-Za-z0-9_-]*\d)[A-D]$/;

/**
 * CodeChef handles: ownership by a one-time code in the Name (the one field of the page a user
 * writes freely), results from the rating history the user page draws. One page serves both.
 */
export function createCodechefHandles(deps: {
  baseUrl: string;
  http: HttpClientOptions;
}): HandleSource {
  const page = async (handle: string, signal: AbortSignal) => {
    const html = await requestText(
      {
        url: `${deps.baseUrl}/users/${encodeURIComponent(handle)}`,
        accept: 'text/html',
        maxBytes: BYTE_CAPS.codechefUserPage,
      },
      deps.http,
      signal,
    );
    const user = readUserPage(html);
    if (!user) {
      throw new UpstreamError(
        'upstream_failed',
        'not a user page',
        false,
        undefined,
        'no such handle',
      );
    }
    return user;
  };
  return {
    issueChallenge: (random) => codeChallenge('Name', random),

    async verify(handle, challenge, _window, signal) {
      if (!('code' in challenge)) {
        return { verified: false, missing: 'a code to put in your profile: link the handle again' };
      }
      return codeOutcome((await page(handle, signal)).name, challenge, 'CodeChef');
    },

    async results(handle, signal) {
      const text = (await page(handle, signal)).ratingHistory;
      // A user who never took part in a rated contest has no chart.
      if (text === undefined) return [];
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw unexpectedShape('codechef', [], 'all_rating: not JSON');
      }
      const parsed = ratingHistorySchema.safeParse(raw);
      if (!parsed.success) {
        throw unexpectedShape('codechef', parsed.error.issues, describeIssues(parsed.error.issues));
      }
      return codechefResults(parsed.data.rows);
    },
  };
}

/**
 * The rated contests, each against the rating before it. The first entry is left out: the page
 * does not say what rating it started from.
 */
export function codechefResults(rows: z.infer<typeof ratingHistorySchema>['rows']): HandleResult[] {
  return rows.slice(1).flatMap((row, i) => {
    const before = rows[i];
    if (!before) return [];
    return [
      {
        externalContestId: DIVISION.exec(row.code)?.[1] ?? row.code,
        rank: row.rank,
        oldRating: before.rating,
        newRating: row.rating,
        at: wallTimeAt(row.end_date, IST_MINUTES),
      },
    ];
  });
}
