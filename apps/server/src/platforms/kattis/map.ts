import type { NormalizedContest } from '#server/domain/contest';
import { rowsOf, type CheckedRows } from '#server/platforms/parse-rows';
import type { KattisPageRow } from './parse-page';
import { KATTIS_LENGTH, KATTIS_TIME, kattisRowSchema, type KattisRow } from './schema';

const ZONES: Readonly<Record<string, string>> = {
  UTC: 'Z',
  GMT: 'Z',
  Z: 'Z',
  // Kattis is in Stockholm: the page may write its own zone.
  CET: '+01:00',
  CEST: '+02:00',
};

/** `2024-11-24 10:00 UTC` → the instant (the schema has already checked the notation). */
function parseKattisTime(text: string): Date {
  const [, date, time, seconds, zone = ''] = KATTIS_TIME.exec(text) ?? [];
  const offset = ZONES[zone] ?? zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  return new Date(`${date}T${time}:${seconds ?? '00'}${offset}`);
}

/** `48:00:00` → 2 880. */
function parseKattisLength(text: string): number {
  const [, hours, minutes, seconds] = KATTIS_LENGTH.exec(text) ?? [];
  return Number(hours) * 60 + Number(minutes) + Math.round(Number(seconds) / 60);
}

/** The page's rows with the shape; a row without a link, a zone or a length is counted. */
export const checkKattisRows = (rows: readonly KattisPageRow[]): CheckedRows<KattisRow> =>
  rowsOf(kattisRowSchema).parse(rows);

function mapKattisRow(row: KattisRow): NormalizedContest {
  const durationMinutes = parseKattisLength(row.length);
  const time = parseKattisTime(row.time);
  // Past contests are listed by their end.
  const startsAt =
    row.section === 'past' ? new Date(time.getTime() - durationMinutes * 60_000) : time;
  return {
    platform: 'kattis',
    externalId: row.id,
    title: row.title,
    url: `https://open.kattis.com/contests/${encodeURIComponent(row.id)}`,
    startsAt,
    durationMinutes,
  };
}

/** One row per contest: a contest listed twice (ongoing and past across a refresh) is kept once. */
export function mapKattisContests(rows: readonly KattisRow[]): NormalizedContest[] {
  const byId = new Map<string, NormalizedContest>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, mapKattisRow(row));
  return [...byId.values()];
}
