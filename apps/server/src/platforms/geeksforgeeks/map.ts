import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { IST_MINUTES, wallTimeAt } from '#server/platforms/wall-time';
import { gfgBodySchema, type GfgBody, type GfgEvent } from './schema';

export function parseGfgBody(raw: unknown): GfgBody {
  const parsed = gfgBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape(
      'geeksforgeeks',
      parsed.error.issues,
      describeIssues(parsed.error.issues),
    );
  }
  return parsed.data;
}

/** Upcoming first, then past; one row per slug (a contest may sit in both while it moves). */
export function mapGfgEvents(body: GfgBody): NormalizedContest[] {
  const bySlug = new Map<string, NormalizedContest>();
  for (const event of [...body.results.upcoming.rows, ...body.results.past.rows]) {
    if (!bySlug.has(event.slug)) bySlug.set(event.slug, mapGfgEvent(event));
  }
  return [...bySlug.values()];
}

function mapGfgEvent(event: GfgEvent): NormalizedContest {
  const startsAt = wallTimeAt(event.start_time, IST_MINUTES);
  const endsAt = wallTimeAt(event.end_time, IST_MINUTES);
  return {
    platform: 'geeksforgeeks',
    externalId: event.slug,
    title: event.name ?? event.title ?? '',
    url: `https://practice.geeksforgeeks.org/contest/${encodeURIComponent(event.slug)}`,
    startsAt,
    // An unreadable time gives NaN: the sync skips that row and counts it.
    durationMinutes: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
  };
}
