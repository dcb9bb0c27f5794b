import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { luoguBodySchema, type LuoguBody, type LuoguContest } from './schema';

export function parseLuoguBody(raw: unknown): LuoguBody {
  const parsed = luoguBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('luogu', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapLuoguContests(body: LuoguBody): NormalizedContest[] {
  return body.currentData.contests.result.rows.map(mapLuoguContest);
}

function mapLuoguContest(row: LuoguContest): NormalizedContest {
  return {
    platform: 'luogu',
    externalId: String(row.id),
    title: row.name,
    url: `https://www.luogu.com.cn/contest/${row.id}`,
    // Unix seconds: an instant, whatever the reader's zone (the site shows Beijing time).
    startsAt: new Date(row.startTime * 1000),
    durationMinutes: Math.round((row.endTime - row.startTime) / 60),
  };
}
