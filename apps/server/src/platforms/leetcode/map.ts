import { describeIssues } from '@contest-tracker/contract';
import { cleanTitle } from '#server/platforms/clean-title';
import type { NormalizedContest } from '#server/domain/contest';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import {
  leetcodeAllContestsBodySchema,
  leetcodeErrorsBodySchema,
  type LeetcodeAllContestsBody,
  type LeetcodeContestItem,
} from './schema';

export function parseLeetcodeBody(raw: unknown): LeetcodeAllContestsBody {
  const failed = leetcodeErrorsBodySchema.safeParse(raw);
  if (failed.success) {
    const messages = failed.data.errors.map((error) => error.message).join('; ');
    throw new UpstreamError('upstream_failed', `leetcode: ${messages}`, false);
  }
  const parsed = leetcodeAllContestsBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('leetcode', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapLeetcodeContests(body: LeetcodeAllContestsBody): NormalizedContest[] {
  return body.data.allContests.rows.map(mapLeetcodeContest);
}

export function mapLeetcodeContest(item: LeetcodeContestItem): NormalizedContest {
  const slug = item.titleSlug ?? slugFromTitle(item.title);
  if (slug === '') {
    throw new UpstreamError('unexpected_shape', `leetcode: no slug for '${item.title}'`, false);
  }
  return {
    platform: 'leetcode',
    externalId: slug,
    title: cleanTitle(item.title),
    url: `https://leetcode.com/contest/${encodeURIComponent(slug)}`,
    startsAt: new Date(item.startTime * 1000),
    durationMinutes: Math.round(item.duration / 60),
  };
}

/** LeetCode's slug rule for current contests: 'Weekly Contest 308' → 'weekly-contest-308'. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
