import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import type { CheckedRows } from '#server/platforms/parse-rows';
import { yukicoderListSchema, type YukicoderContest } from './schema';

export function parseYukicoderList(raw: unknown): CheckedRows<YukicoderContest> {
  const parsed = yukicoderListSchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('yukicoder', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

/** The future list first: a contest in both while it moves is freshest there. */
export function mapYukicoderContests(
  future: readonly YukicoderContest[],
  past: readonly YukicoderContest[],
): NormalizedContest[] {
  const byId = new Map<number, NormalizedContest>();
  for (const row of [...future, ...past]) {
    if (!byId.has(row.Id)) byId.set(row.Id, mapYukicoderContest(row));
  }
  return [...byId.values()];
}

function mapYukicoderContest(row: YukicoderContest): NormalizedContest {
  const startsAt = new Date(row.Date);
  return {
    platform: 'yukicoder',
    externalId: String(row.Id),
    title: row.Name,
    url: `https://yukicoder.me/contests/${row.Id}`,
    startsAt,
    durationMinutes: Math.round((Date.parse(row.EndDate) - startsAt.getTime()) / 60_000),
  };
}
