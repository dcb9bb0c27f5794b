import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { hackerearthBodySchema, type HackerearthBody, type HackerearthEvent } from './schema';

export function parseHackerearthBody(raw: unknown): HackerearthBody {
  const parsed = hackerearthBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('hackerearth', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
}

/** `/en-us/challenges/competitive/april-circuits-25/` → `april-circuits-25`, if competitive. */
const COMPETITIVE_PATH = /^\/(?:[a-z]{2}-[a-z]{2}\/)?challenges\/competitive\/([^/]+)\/?$/;

/**
 * The feed mixes contests with hackathons and hiring challenges. A contest is an event under
 * `/challenges/competitive/` (clist's rule, which drops `/hiring/`) whose `challenge_type` does not
 * say hiring or hackathon (CoderCalendar's): both must agree.
 */
function competitiveSlug(event: HackerearthEvent): string | undefined {
  if (['hiring', 'hackathon'].includes(event.challenge_type.toLowerCase())) return undefined;
  const url = URL.parse(event.url, 'https://www.hackerearth.com');
  if (url?.hostname !== 'www.hackerearth.com') return undefined;
  return COMPETITIVE_PATH.exec(url.pathname)?.[1];
}

export function mapHackerearthEvents(body: HackerearthBody): NormalizedContest[] {
  return body.response.rows.flatMap((event) => {
    const slug = competitiveSlug(event);
    return slug === undefined ? [] : [mapHackerearthEvent(event, slug)];
  });
}

const instant = (zoned: string) => new Date(zoned.replace(' ', 'T'));

function mapHackerearthEvent(event: HackerearthEvent, slug: string): NormalizedContest {
  const startsAt = instant(event.start_tz);
  return {
    platform: 'hackerearth',
    externalId: slug,
    title: event.title,
    // Without the language prefix: the same link for every reader.
    url: `https://www.hackerearth.com/challenges/competitive/${slug}/`,
    startsAt,
    durationMinutes: Math.round((instant(event.end_tz).getTime() - startsAt.getTime()) / 60_000),
  };
}
