import { describeIssues } from '@contest-tracker/contract';
import type { z } from 'zod';
import type { HandleResult, HandleSource } from '#server/platforms/handle-source';
import { requestJson, requestText, type HttpClientOptions } from '#server/platforms/http-client';
import { codeChallenge, codeOutcome } from '#server/platforms/one-time-code';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import { historyBodySchema } from './handles-schema';
import { affiliationOf } from './profile-field';

/** A user page is ~40 KB; anything near this is not one. */
const PROFILE_MAX_BYTES = 1_000_000;
const SCREEN_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.contest\.atcoder\.jp$/;

/** AtCoder answers an unknown user's pages with 404. */
function noSuchUser(error: unknown): never {
  if (error instanceof UpstreamError && error.message.startsWith('HTTP 404')) {
    throw new UpstreamError('upstream_failed', error.message, false, undefined, 'no such handle');
  }
  throw error;
}

/**
 * AtCoder handles: ownership by a one-time code in the profile's Affiliation, results from the
 * user's contest history (the same origin and gate as the contests page).
 */
export function createAtcoderHandles(deps: {
  baseUrl: string;
  http: HttpClientOptions;
}): HandleSource {
  const user = (handle: string) => `${deps.baseUrl}/users/${encodeURIComponent(handle)}`;
  return {
    issueChallenge: (random) => codeChallenge('Affiliation', random),

    async verify(handle, challenge, _window, signal) {
      if (!('code' in challenge)) {
        return { verified: false, missing: 'a code to put in your profile: link the handle again' };
      }
      const html = await requestText(
        { url: `${user(handle)}?lang=en`, accept: 'text/html' },
        { ...deps.http, maxBodyBytes: PROFILE_MAX_BYTES },
        signal,
      ).catch(noSuchUser);
      return codeOutcome(affiliationOf(html), challenge, 'AtCoder');
    },

    async results(handle, signal) {
      const raw = await requestJson(
        { url: `${user(handle)}/history/json` },
        deps.http,
        signal,
      ).catch(noSuchUser);
      const parsed = historyBodySchema.safeParse(raw);
      if (!parsed.success) {
        throw unexpectedShape('atcoder', parsed.error.issues, describeIssues(parsed.error.issues));
      }
      return atcoderResults(parsed.data);
    },
  };
}

/** The rated contests of a history; unrated entries (and ids of another shape) are left out. */
export function atcoderResults(rows: z.infer<typeof historyBodySchema>): HandleResult[] {
  return rows.flatMap((row) => {
    const id = SCREEN_NAME.exec(row.ContestScreenName)?.[1];
    // Unrated entries move no rating: nothing to show as a result.
    if (!row.IsRated || !id) return [];
    return [
      {
        externalContestId: id,
        rank: row.Place,
        oldRating: row.OldRating,
        newRating: row.NewRating,
        at: new Date(row.EndTime),
      },
    ];
  });
}
