import type { PlatformId } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { cleanTitle } from '#server/platforms/clean-title';
import { PLATFORM_MODULES } from '#server/platforms/modules';

/** The longest real contests (AtCoder heuristics, CodeChef long challenges) run two weeks. */
const MAX_DURATION_MINUTES = 60 * 24 * 60;
const MAX_TITLE_CHARS = 300;
const MAX_URL_CHARS = 2_000;
/**
 * Contests are announced weeks, at most months, ahead: five years ahead is already absurd. The past
 * is bounded by a date, not by "5 years ago": the platforms' archives (Codeforces since 2010,
 * AtCoder since 2012) are real contests that users page back through.
 */
const MAX_AHEAD_MS = 5 * 365.25 * 24 * 3_600_000;
const EARLIEST_START_MS = Date.UTC(2000, 0, 1);

/**
 * Every id, whatever the platform: it goes into URLs, calendar UIDs and public ids unescaped.
 * Each platform's module narrows it to its own shape.
 */
const ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export const SKIP_REASONS = {
  duration: 'duration not between 0 and 60 days',
  start: 'start before 2000 or over 5 years ahead',
  title: `title empty or over ${MAX_TITLE_CHARS} characters`,
  id: 'id or link malformed',
  shape: 'a field missing or of the wrong type',
  filter: "left out by the platform's own rule (not a contest, a link of another shape)",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

export interface BoundedRows {
  kept: NormalizedContest[];
  skipped: Partial<Record<SkipReason, number>>;
  skippedTotal: number;
}

function isWellFormedId(platform: PlatformId, id: string): boolean {
  return ID_PATTERN.test(id) && PLATFORM_MODULES[platform].idShape.test(id);
}

function isPlainHttpsUrl(url: string): boolean {
  if (url.length > MAX_URL_CHARS || /\p{Cc}/u.test(url)) return false;
  return URL.parse(url)?.protocol === 'https:';
}

function reasonToSkip(row: NormalizedContest, now: number): SkipReason | undefined {
  const start = row.startsAt.getTime();
  if (!Number.isFinite(start) || start < EARLIEST_START_MS || start > now + MAX_AHEAD_MS) {
    return 'start';
  }
  const minutes = row.durationMinutes;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_DURATION_MINUTES) {
    return 'duration';
  }
  if (row.title.length === 0 || row.title.length > MAX_TITLE_CHARS) return 'title';
  if (!isWellFormedId(row.platform, row.externalId) || !isPlainHttpsUrl(row.url)) return 'id';
  return undefined;
}

/**
 * Keeps the rows a person could believe and counts the others by reason: one absurd row (a
 * duration of 3 000 years, a start in the year 275760, an id carrying a line break) must not
 * cost the platform its whole list. Titles lose their control characters here, whatever the
 * platform's mapping did: the database refuses NUL, and one NUL must not fail the batch.
 */
export function boundRows(
  rows: readonly NormalizedContest[],
  now: Date,
  malformed = 0,
  filtered = 0,
): BoundedRows {
  const kept: NormalizedContest[] = [];
  // Rows the adapter dropped for their shape (platforms/parse-rows.ts) or by its own rule count
  // like any other.
  const skipped: Partial<Record<SkipReason, number>> = {
    ...(malformed > 0 ? { shape: malformed } : {}),
    ...(filtered > 0 ? { filter: filtered } : {}),
  };
  let skippedTotal = malformed + filtered;
  for (const raw of rows) {
    const row = { ...raw, title: cleanTitle(raw.title) };
    const reason = reasonToSkip(row, now.getTime());
    if (reason === undefined) {
      kept.push(row);
      continue;
    }
    skipped[reason] = (skipped[reason] ?? 0) + 1;
    skippedTotal++;
  }
  return { kept, skipped, skippedTotal };
}
