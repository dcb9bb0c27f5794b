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

export function parseCodeforcesBody(raw: unknown, platform = 'codeforces'): CodeforcesOkBody {
  const failed = codeforcesFailedBodySchema.safeParse(raw);
  if (failed.success) {
    const comment = failed.data.comment ?? 'status FAILED without a comment';
    throw new UpstreamError('upstream_failed', `${platform}: ${comment}`, false);
  }
  const parsed = codeforcesOkBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape(platform, parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

/** Rounds by default; the gym list is the same body under its own platform and links. */
export interface CodeforcesListKind {
  platform: 'codeforces' | 'cfgym';
  /** `https://codeforces.com/contests` or `https://codeforces.com/gym`. */
  linkBase: string;
}

const ROUNDS: CodeforcesListKind = {
  platform: 'codeforces',
  linkBase: 'https://codeforces.com/contests',
};

export function mapCodeforcesContests(
  body: CodeforcesOkBody,
  kind: CodeforcesListKind = ROUNDS,
): NormalizedContest[] {
  const contests: NormalizedContest[] = [];
  for (const row of body.result.rows) {
    const contest = mapCodeforcesContest(row, kind);
    if (contest) contests.push(contest);
  }
  return contests;
}

/** Undefined for a contest without a start time: it cannot be placed on a calendar yet. */
function mapCodeforcesContest(
  row: CodeforcesContest,
  kind: CodeforcesListKind,
): NormalizedContest | undefined {
  if (row.startTimeSeconds === undefined) return undefined;
  return {
    platform: kind.platform,
    externalId: String(row.id),
    title: cleanTitle(row.name),
    url: `${kind.linkBase}/${row.id}`,
    // relativeTimeSeconds is ignored: it is relative to the request and drifts between rows.
    startsAt: new Date(row.startTimeSeconds * 1000),
    durationMinutes: Math.round(row.durationSeconds / 60),
  };
}
