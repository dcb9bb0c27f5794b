import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { code360BodySchema, type Code360Body, type Code360Event } from './schema';

export function parseCode360Body(raw: unknown): Code360Body {
  const parsed = code360BodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('code360', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

/** Contests only: the same list carries webinars and other events. */
export function mapCode360Events(body: Code360Body): NormalizedContest[] {
  return body.data.events.rows.filter((e) => e.event_category === 'CONTEST').map(mapCode360Event);
}

function mapCode360Event(event: Code360Event): NormalizedContest {
  const end = event.event_end_time ?? Number.NaN;
  return {
    platform: 'code360',
    externalId: event.slug,
    title: event.name,
    url: `https://www.naukri.com/code360/contests/${encodeURIComponent(event.slug)}`,
    startsAt: new Date(event.event_start_time * 1000),
    // A missing end, or one before the start, gives no duration: the sync skips and counts it.
    durationMinutes:
      end >= event.event_start_time ? Math.round((end - event.event_start_time) / 60) : Number.NaN,
  };
}
