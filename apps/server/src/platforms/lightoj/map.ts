import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { lightojPageSchema, type LightojContest, type LightojPage } from './schema';

export function parseLightojPage(raw: unknown): LightojPage {
  const parsed = lightojPageSchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('lightoj', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

/** Pages in the order asked (running and upcoming first): a contest in two is kept once. */
export function mapLightojContests(pages: readonly LightojPage[]): NormalizedContest[] {
  const byId = new Map<number, NormalizedContest>();
  for (const row of pages.flatMap((page) => page.data.contests.data.rows)) {
    if (!byId.has(row.contestId)) byId.set(row.contestId, mapLightojContest(row));
  }
  return [...byId.values()];
}

function mapLightojContest(row: LightojContest): NormalizedContest {
  const startsAt = new Date(row.contestStartTimestamp);
  return {
    platform: 'lightoj',
    externalId: String(row.contestId),
    title: row.contestTitleStr,
    url: `https://lightoj.com/contest/${encodeURIComponent(row.contestHandleStr)}`,
    startsAt,
    durationMinutes: Math.round(
      (Date.parse(row.contestEndTimestamp) - startsAt.getTime()) / 60_000,
    ),
  };
}
