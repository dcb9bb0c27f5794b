import type { NormalizedContest } from '#server/domain/contest';
import { tophScheduleSchema, type TophLink } from './schema';
import type { RawTophSchedule } from './parse-contest';

const UNIT_MINUTES: Readonly<Record<string, number>> = {
  day: 24 * 60,
  hour: 60,
  minute: 1,
};

/**
 * "5 hours", "2 hours 30 minutes", "1 day": Toph's words for a length, in minutes. Anything else
 * (a unit it never wrote, stray words) is not read as a guess.
 */
export function parseTophDuration(text: string): number | undefined {
  const parts = text
    .toLowerCase()
    .replace(/\band\b|,/g, ' ')
    .trim()
    .split(/\s+/);
  if (parts.length === 0 || parts.length % 2 !== 0) return undefined;
  let minutes = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const count = parts[i] ?? '';
    const unit = UNIT_MINUTES[(parts[i + 1] ?? '').replace(/s$/, '')];
    if (!/^\d{1,4}$/.test(count) || unit === undefined) return undefined;
    minutes += Number(count) * unit;
  }
  return minutes;
}

/** A contest from its link and its page's sentence; undefined when the page did not say. */
export function mapTophContest(
  link: TophLink,
  raw: RawTophSchedule,
): NormalizedContest | undefined {
  const schedule = tophScheduleSchema.safeParse(raw);
  if (!schedule.success) return undefined;
  const durationMinutes = parseTophDuration(schedule.data.duration);
  if (durationMinutes === undefined) return undefined;
  return {
    platform: 'toph',
    externalId: link.slug,
    title: link.title,
    url: `https://toph.co/c/${link.slug}`,
    startsAt: new Date(Number(schedule.data.start) * 1000),
    durationMinutes,
  };
}
