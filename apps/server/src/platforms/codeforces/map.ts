import { describeIssues } from '@contest-tracker/contract';
import { cleanTitle } from '#server/platforms/clean-title';
import type { NormalizedContest } from '#server/domain/contest';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import {
  codeforcesFailedBodySchema,
  codeforcesOkBodySchema,
  type CodeforcesContest,
  type CodeforcesOkBody,
} from './schema';

export function parseCodeforcesBody(raw: unknown): CodeforcesOkBody {
  const failed = codeforcesFailedBodySchema.safeParse(raw);
  if (failed.success) {
    const comment = failed.data.comment ?? 'status FAILED without a comment';
    throw new UpstreamError('upstream_failed', `codeforces: ${comment}`, false);
  }
  const parsed = codeforcesOkBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('codeforces', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapCodeforcesContests(body: CodeforcesOkBody): NormalizedContest[] {
  const contests: NormalizedContest[] = [];
  for (const row of body.result) {
    const contest = mapCodeforcesContest(row);
    if (contest) contests.push(contest);
  }
  return contests;
}

/** Undefined for a contest without a start time: it cannot be placed on a calendar yet. */
function mapCodeforcesContest(row: CodeforcesContest): NormalizedContest | undefined {
  if (row.startTimeSeconds === undefined) return undefined;
  return {
    platform: 'codeforces',
    externalId: String(row.id),
    title: cleanTitle(row.name),
    url: `https://codeforces.com/contests/${row.id}`,
    // relativeTimeSeconds is ignored: it is relative to the request and drifts between rows.
    startsAt: new Date(row.startTimeSeconds * 1000),
    durationMinutes: Math.round(row.durationSeconds / 60),
  };
}
