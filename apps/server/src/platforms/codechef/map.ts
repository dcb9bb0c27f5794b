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

/**
 * Starters run in divisions, and the list names an upcoming one by a division's code
 * (`START134B`) but a finished one by the parent's (`START133`): a real May 2024 body (fixtures
 * PROVENANCE.md). The parent code is the contest; a division's code is a former key of it.
 */
const DIVISION_CODE = /^(START\d+)[A-D]$/;
const STARTERS_CODE = /^START\d+$/;
const DIVISIONS = ['A', 'B', 'C', 'D'];

const parentCode = (code: string) => DIVISION_CODE.exec(code)?.[1] ?? code;

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
    const code = parentCode(row.contest_code);
    if (!byCode.has(code)) byCode.set(code, mapCodechefContest(row, code));
  }
  return [...byCode.values()];
}

function mapCodechefContest(row: CodechefContest, code: string): NormalizedContest {
  const startsAt = new Date(row.contest_start_date_iso);
  return {
    platform: 'codechef',
    externalId: code,
    title: cleanTitle(row.contest_name),
    url: `https://www.codechef.com/${encodeURIComponent(code)}`,
    startsAt,
    durationMinutes: durationOf(row, startsAt),
    // A row stored under a division's code by an earlier sync merges into the parent's.
    ...(STARTERS_CODE.test(code)
      ? { formerExternalIds: DIVISIONS.map((division) => `${code}${division}`) }
      : {}),
  };
}

/**
 * The stated minutes, unless the end says otherwise: a real row says `"180"` for a contest open
 * 51 hours (fixtures PROVENANCE.md), and the end is what a calendar must hold.
 */
function durationOf(row: CodechefContest, startsAt: Date): number {
  const stated = wholeMinutes(row.contest_duration);
  if (row.contest_end_date_iso === undefined) return stated;
  const spanned = (Date.parse(row.contest_end_date_iso) - startsAt.getTime()) / 60_000;
  // An end before the start says nothing: the stated minutes stand (or fail the row alone).
  if (!Number.isInteger(spanned) || spanned < 0 || spanned === stated) return stated;
  return spanned;
}

/** "135" or 135 → 135; anything else ("2h", "-5", "") → NaN, which the sync skips as one row. */
function wholeMinutes(value: string | number): number {
  const text = String(value);
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}
