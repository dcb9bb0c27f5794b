import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { hackerrankBodySchema, type HackerrankBody, type HackerrankContest } from './schema';

export function parseHackerrankBody(raw: unknown): HackerrankBody {
  const parsed = hackerrankBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('hackerrank', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapHackerrankContests(body: HackerrankBody): NormalizedContest[] {
  return body.models.rows.map(mapHackerrankContest);
}

function mapHackerrankContest(row: HackerrankContest): NormalizedContest {
  return {
    platform: 'hackerrank',
    // The id, not the slug: a slug follows a rename, the id does not.
    externalId: String(row.id),
    title: row.name,
    url: `https://www.hackerrank.com/contests/${encodeURIComponent(row.slug)}`,
    // Special contests carry 0 for a time they do not have: year 1970, which the sync skips.
    startsAt: new Date(row.epoch_starttime * 1000),
    // Always-open contests (ProjectEuler+ runs for years) are skipped by the sync's 60-day bound.
    durationMinutes: Math.round((row.epoch_endtime - row.epoch_starttime) / 60),
  };
}
