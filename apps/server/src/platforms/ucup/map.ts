import type { NormalizedContest } from '#server/domain/contest';
import type { CheckedRows } from '#server/platforms/parse-rows';
import { UpstreamError } from '#server/platforms/upstream-error';
import { parseSchedulePage } from './parse-page';
import { ucupRowsSchema, type UcupRow } from './schema';

/** Links on the page are relative to the public site, whatever origin served it. */
const UCUP_SITE = 'https://ucup.ac/';

export interface UcupSchedule {
  season: number;
  rows: CheckedRows<UcupRow>;
}

const unexpected = (field: string, detail: string) =>
  new UpstreamError(
    'unexpected_shape',
    `ucup: ${detail}`,
    false,
    undefined,
    `unexpected answer: field ${field}`,
  );

const NEEDED = ['stage', 'date', 'contest'] as const;

/** The season and the schedule table's rows, by header name; a redesigned page is an error. */
export function readUcupSchedule(html: string): UcupSchedule {
  const page = parseSchedulePage(html);
  if (page.season === undefined) throw unexpected('season', 'no "Season N" heading on the page');
  for (const table of page.tables) {
    const headerRow = table.rows.find((row) => row.every((cell) => cell.header));
    const headers = headerRow?.map((cell) => cell.text.toLowerCase()) ?? [];
    if (!NEEDED.every((name) => headers.includes(name))) continue;
    const records = table.rows
      .filter((row) => !row.every((cell) => cell.header))
      .map((row) =>
        Object.fromEntries(
          row.flatMap((cell, i) => {
            const header = headers[i];
            if (header === undefined) return [];
            // The announcement is its link; every other column its text.
            return [[header, header === 'announcement' ? cell.href : cell.text]];
          }),
        ),
      );
    return { season: page.season, rows: ucupRowsSchema.parse(records) };
  }
  throw unexpected('table', 'no table with Stage, Date and Contest columns');
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** `12` is Stage 12, `Extra 1` Extra Stage 1; a semifinal or final is not a stage. */
function stageOf(stage: string): { key: string; label: string } | undefined {
  const numbered = /^(\d+)$/.exec(stage)?.[1];
  if (numbered !== undefined) return { key: `stage-${numbered}`, label: `Stage ${numbered}` };
  const extra = /^extra\W*(\d+)$/i.exec(stage)?.[1];
  if (extra !== undefined) return { key: `extra-stage-${extra}`, label: `Extra Stage ${extra}` };
  return undefined;
}

/** `2025.11.01` or `01.11.2025` at `hour` UTC. */
function dayAt(day: string, hour: number): Date {
  const parts = day.split('.').map(Number);
  const [year, month, date] = day.indexOf('.') === 4 ? parts : parts.reverse();
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, date ?? NaN, hour));
}

/**
 * A stage runs in windows through its day: from 05:00 UTC (13:00 in Beijing, the first window)
 * to 23:00 UTC, as clist stores it; a stage over two days to 23:00 on the second. Stages without
 * a date yet, and rows that are not stages, are left out and counted.
 */
export function mapUcupSchedule(schedule: UcupSchedule): {
  contests: NormalizedContest[];
  filtered: number;
} {
  const byId = new Map<string, NormalizedContest>();
  let filtered = 0;
  for (const row of schedule.rows.rows) {
    const stage = stageOf(row.stage);
    if (!stage || row.date.includes('TBD')) {
      filtered++;
      continue;
    }
    const days = row.date.split(' to ');
    const startsAt = dayAt(days[0] ?? '', 5);
    const endsAt = dayAt(days.at(-1) ?? '', 23);
    const externalId = `s${schedule.season}-${stage.key}`;
    if (byId.has(externalId)) continue;
    byId.set(externalId, {
      platform: 'ucup',
      externalId,
      title: `The ${ordinal(schedule.season)} Universal Cup. ${stage.label}: ${row.contest}`,
      url: row.announcement ? new URL(row.announcement, UCUP_SITE).href : UCUP_SITE,
      startsAt,
      durationMinutes: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
    });
  }
  return { contests: [...byId.values()], filtered };
}
