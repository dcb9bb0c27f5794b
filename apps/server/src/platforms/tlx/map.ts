import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { tlxBodySchema, type TlxBody, type TlxContest } from './schema';

export function parseTlxBody(raw: unknown): TlxBody {
  const parsed = tlxBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('tlx', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

export function mapTlxContests(body: TlxBody): NormalizedContest[] {
  return body.data.page.rows.map(mapTlxContest);
}

function mapTlxContest(row: TlxContest): NormalizedContest {
  return {
    platform: 'tlx',
    // The id, not the slug: a contest keeps its id when its page is renamed.
    externalId: String(row.id),
    title: row.name,
    url: `https://tlx.toki.id/contests/${encodeURIComponent(row.slug)}`,
    startsAt: new Date(row.beginTime),
    durationMinutes: Math.round(row.duration / 60_000),
  };
}
