import { describeIssues } from '@contest-tracker/contract';
import { cleanTitle } from '#server/platforms/clean-title';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import type { CheckedRows } from '#server/platforms/parse-rows';
import {
  atcoderProblemsBodySchema,
  type AtcoderPageRow,
  type AtcoderProblemsContest,
} from './schema';

const contestUrl = (id: string) => `https://atcoder.jp/contests/${encodeURIComponent(id)}`;

export function parseAtcoderProblemsBody(raw: unknown): CheckedRows<AtcoderProblemsContest> {
  const parsed = atcoderProblemsBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('atcoder', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

function mapAtcoderProblemsContest(row: AtcoderProblemsContest): NormalizedContest {
  return {
    platform: 'atcoder',
    externalId: row.id,
    title: cleanTitle(row.title),
    url: contestUrl(row.id),
    startsAt: new Date(row.start_epoch_second * 1000),
    durationMinutes: Math.round(row.duration_second / 60),
  };
}

/** `2019-09-07 21:00:00+0900` → the instant; an unreadable one is an invalid Date (skipped). */
function parseJstTime(text: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-]\d{2})(\d{2})$/.exec(text);
  if (!match) return new Date(Number.NaN);
  const [, date, time, hours, minutes] = match;
  return new Date(`${date}T${time}${hours}:${minutes}`);
}

/** `01:40` → 100, `240:00` → 14 400; an unreadable one is NaN (the row is then skipped). */
function parseDuration(text: string): number {
  const match = /^(\d+):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

function mapAtcoderPageRow(row: AtcoderPageRow): NormalizedContest {
  return {
    platform: 'atcoder',
    externalId: row.id,
    title: cleanTitle(row.title),
    url: contestUrl(row.id),
    startsAt: parseJstTime(row.start),
    durationMinutes: parseDuration(row.duration),
  };
}

/**
 * One row per contest: the page's copy wins, since it is live (a contest running now may still
 * change), while AtCoder Problems lists a contest once it is over.
 */
export function mergeAtcoderContests(
  page: readonly AtcoderPageRow[],
  past: readonly AtcoderProblemsContest[],
): NormalizedContest[] {
  const byId = new Map<string, NormalizedContest>();
  for (const row of past) byId.set(row.id, mapAtcoderProblemsContest(row));
  for (const row of page) byId.set(row.id, mapAtcoderPageRow(row));
  return [...byId.values()];
}
