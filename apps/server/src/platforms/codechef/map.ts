import { describeIssues } from '@contest-tracker/contract';
import { cleanTitle } from '#server/platforms/clean-title';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { codechefBodySchema, type CodechefBody, type CodechefContest } from './schema';

export function parseCodechefBody(raw: unknown): CodechefBody {
  const parsed = codechefBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('codechef', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapCodechefContests(body: CodechefBody): NormalizedContest[] {
  // Present first: a contest caught moving between lists is freshest there (its duration can
  // change once it runs), so that copy wins over a stale one in future_contests.
  const rows = [
    ...body.present_contests.rows,
    ...body.future_contests.rows,
    ...body.past_contests.rows,
  ];
  const byCode = new Map<string, NormalizedContest>();
  for (const row of rows) {
    if (!byCode.has(row.contest_code)) byCode.set(row.contest_code, mapCodechefContest(row));
  }
  return [...byCode.values()];
}

function mapCodechefContest(row: CodechefContest): NormalizedContest {
  return {
    platform: 'codechef',
    externalId: row.contest_code,
    title: cleanTitle(row.contest_name),
    url: `https://www.codechef.com/${encodeURIComponent(row.contest_code)}`,
    startsAt: new Date(row.contest_start_date_iso),
    durationMinutes: wholeMinutes(row.contest_duration),
  };
}

/** "135" or 135 → 135; anything else ("2h", "-5", "") → NaN, which the sync skips as one row. */
function wholeMinutes(value: string | number): number {
  const text = String(value);
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}
