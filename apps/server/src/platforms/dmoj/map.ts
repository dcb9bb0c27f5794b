import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { dmojBodySchema, type DmojBody, type DmojContest } from './schema';

export function parseDmojBody(raw: unknown): DmojBody {
  const parsed = dmojBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('dmoj', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapDmojContests(body: DmojBody): NormalizedContest[] {
  return body.data.objects.rows.map(mapDmojContest);
}

function mapDmojContest(row: DmojContest): NormalizedContest {
  const startsAt = new Date(row.start_time);
  return {
    platform: 'dmoj',
    externalId: row.key,
    title: row.name,
    url: `https://dmoj.ca/contest/${encodeURIComponent(row.key)}`,
    startsAt,
    // The window the contest is open; a windowed contest (`time_limit`) gives each their own
    // hours inside it, which is not one time a calendar could hold.
    durationMinutes: Math.round((Date.parse(row.end_time) - startsAt.getTime()) / 60_000),
  };
}
